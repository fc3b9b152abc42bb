import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleBuyerPanel } from './console';

afterEach(cleanup);

describe('ConsoleBuyerPanel (issue 49, point 14)', () => {
  it('names the buyer’s country as the Ship to address does', () => {
    render(<ConsoleBuyerPanel buyer={{ company: 'Pacific Gems LLC', companyId: '7', nick: 'Dana', email: 'dana@example.test', country: 'US' }} />);
    const panel = screen.getByTestId('buyer');
    expect(panel.textContent).toContain('United States');
    expect(panel.textContent).not.toMatch(/CountryUS/);
  });
});
