import { ApiError } from '../../lib/errors';
import { lineValues, type PriceListLineInput } from './lines';

/** Why an imported row's line is not one, in the writer's own words ('row 7: …'), or null: an import checks every row before it writes any. */
export function checkPriceListLine(input: PriceListLineInput, row: number): string | null {
  try {
    lineValues(input, row, 'row');
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
}
