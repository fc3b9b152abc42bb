import { describe, expect, it } from 'vitest';
import { airWaybillCheckDigit, containerCheckDigit, isContainerShape, isFlight, tidyAirWaybill, tidyContainerNo, tidyFlight } from './freightNumbers';

describe('freight numbers: what the shipment form and the back-end both check', () => {
  it('computes the ISO 6346 check digit, the standard\'s own example included', () => {
    expect(containerCheckDigit('CSQU3054383')).toBe(3);
    expect(containerCheckDigit(tidyContainerNo('mskU 907032-3'))).toBe(3);
    expect(containerCheckDigit('TGHU1234567')).toBe(7);
    // A sum whose remainder is 10 counts as 0.
    expect(containerCheckDigit('HLXU1002000')).toBe(0);
    expect(isContainerShape('MSKU9070323')).toBe(true);
    expect(isContainerShape('MSKJ9070323')).toBe(false);
    expect(isContainerShape('MSK9070323')).toBe(false);
  });

  it('checks an air waybill\'s last digit (the serial\'s first seven mod 7) and reads flight numbers', () => {
    expect(airWaybillCheckDigit(tidyAirWaybill('176-1234 5675'))).toBe(5);
    expect(airWaybillCheckDigit('78455500012')).toBe(2);
    expect(['EK9821', 'CX88', 'U21234', '3U8501', 'LH8400A'].map(isFlight)).toEqual([true, true, true, true, true]);
    expect(['EMIRATES9821', '12345', 'EK', 'EK12345'].map((text) => isFlight(tidyFlight(text)))).toEqual([false, false, false, false]);
  });
});
