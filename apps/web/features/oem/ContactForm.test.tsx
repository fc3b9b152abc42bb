import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, MSG, ok } from '@sw/protocol';

const call = vi.fn();
vi.mock('@/lib/backend/call', () => ({ call: (...args: unknown[]) => call(...args) }));

const { ContactForm, composeMessage, validateContact } = await import('./ContactForm');

const countries = [
  { code: 'DE', name: 'Germany' },
  { code: 'US', name: 'United States' },
];

afterEach(cleanup);
beforeEach(() => call.mockReset());

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('validateContact', () => {
  const base = { name: 'Anna', email: 'anna@shop.example', company: '', phone: '', country: '', message: 'Hello there, 500 rings please', project: '', quantity: '' };
  it('accepts a complete form', () => {
    expect(validateContact(base)).toEqual({});
  });
  it('names each problem', () => {
    expect(validateContact({ ...base, name: ' ', email: 'anna@shop', message: 'short', phone: 'call me' })).toEqual({
      name: 'Please enter your name.',
      email: MSG.invalidEmail,
      message: 'Please write at least 10 characters in your message.',
      phone: 'Please enter a phone number using digits, spaces and + ( ) - only.',
    });
  });
  it('puts the project type and quantity first in the message', () => {
    expect(composeMessage({ message: ' Hi ', project: 'Custom packaging', quantity: '300–999 pcs' })).toBe(
      'Project: Custom packaging\nQuantity per design: 300–999 pcs\n\nHi',
    );
  });
});

describe('ContactForm', () => {
  it('shows field errors and sends nothing when the form is not valid', async () => {
    render(h(ContactForm, { countries, supportEmail: 'sales@x.example' }));
    fill(/business email/i, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByLabelText(/your name/i)).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
  });

  it('posts to addContact.do and shows the success state', async () => {
    call.mockResolvedValue({ ok: true, stop: false, data: ok({ contactId: '42' }).data });
    render(h(ContactForm, { countries, supportEmail: 'sales@x.example' }));
    fill(/your name/i, 'Anna');
    fill(/business email/i, 'anna@shop.example');
    fireEvent.change(screen.getByLabelText(/country/i), { target: { value: 'Germany' } });
    fill(/tell us about your project/i, 'We need 500 engraved rings.');
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Thank you, Anna!')).toBeInTheDocument();
    expect(screen.getByText(/reference #42/)).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/iap-api/pweb/csite01/addContact.do' }), {
      name: 'Anna',
      email: 'anna@shop.example',
      company: undefined,
      phone: undefined,
      country: 'Germany',
      message: 'We need 500 engraved rings.',
      source: 'oem-odm',
    });
  });

  it("shows the server's message when the back-end refuses the lead", async () => {
    call.mockResolvedValue({ ok: false, stop: true, serverError: true, error: fail('10001', 'email: Please enter a valid email address') });
    render(h(ContactForm, { countries: [], supportEmail: 'sales@x.example' }));
    fill(/your name/i, 'Anna');
    fill(/business email/i, 'anna@shop.example');
    fill(/country/i, 'Atlantis');
    fill(/tell us about your project/i, 'We need 500 engraved rings.');
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    // The refusal's field path is never shown to a person (issue 49): the sentence alone.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid email address/));
    expect(screen.getByLabelText(/your name/i)).toHaveValue('Anna');
  });
});
