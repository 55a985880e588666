import { countryInput, fieldLimits, namedTypeInput, scoreTermInput, stateInput } from '@fairway/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asSuperAdmin } from '../../test/fakeRecords';
import { renderApp, signedInForEachTest } from '../../test/renderApp';
import { contractField, fieldWidth } from './contractField';

signedInForEachTest();

/** The box a person types in, whose width the kind of field sets. */
const boxOf = (label: RegExp) => screen.getByLabelText(label).closest('.MuiInputBase-root') as HTMLElement;
const messageUnder = (label: RegExp) => {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return document.getElementById(describedBy ?? '')?.textContent?.replace('\u200b', '') ?? '';
};

describe('an input takes its kind from the contract', { timeout: 20_000 }, () => {
  it('reads codes, lines, texts, numbers and what is required from the schemas', () => {
    expect(contractField(countryInput, 'iso_code')).toEqual({ kind: 'code', required: true, maxLength: 2 });
    expect(contractField(countryInput, 'phone_code')).toEqual({ kind: 'code', required: false, maxLength: 5 });
    expect(contractField(stateInput, 'code')).toMatchObject({ kind: 'code', maxLength: fieldLimits.stateCode });
    expect(contractField(countryInput, 'name')).toEqual({ kind: 'line', required: true, maxLength: fieldLimits.name });
    expect(contractField(namedTypeInput, 'description')).toMatchObject({ kind: 'text', required: false });
    expect(contractField(scoreTermInput, 'strokes_to_par')).toEqual({
      kind: 'number',
      required: false,
      minimum: -4,
      maximum: 3,
    });
    expect(contractField(stateInput, 'country_id')).toMatchObject({ kind: 'number', required: true });
  });

  it('sizes a code by its longest value and a number by its range, never narrower than the label', () => {
    const isoCode = contractField(countryInput, 'iso_code');
    expect(fieldWidth(isoCode, 'ISO code')).toBe('calc(12ch + 28px)');
    expect(fieldWidth(contractField(stateInput, 'code'), 'Code')).toBe('calc(12ch + 28px)');
    expect(fieldWidth(contractField(scoreTermInput, 'strokes_to_par'), 'Strokes to par')).toBe('calc(16ch + 28px)');
    expect(fieldWidth(contractField(countryInput, 'name'), 'Name')).toBeUndefined();
  });
});

describe('the inputs of a form', { timeout: 20_000 }, () => {
  it('gives a code a narrow box and a name the width of the form, and keeps the width when an error shows', async () => {
    asSuperAdmin();
    renderApp('/settings/countries/create');
    await screen.findByRole('heading', { name: 'Add Country' }, { timeout: 5000 });
    const isoWidth = getComputedStyle(boxOf(/^ISO code/)).width;
    expect(isoWidth).toContain('28px');
    expect(getComputedStyle(boxOf(/^Name/)).width).not.toContain('ch');
    fireEvent.change(screen.getByLabelText(/^ISO code/), { target: { value: 'I1' } });
    fireEvent.blur(screen.getByLabelText(/^ISO code/));
    await waitFor(() => expect(messageUnder(/^ISO code/)).toBe('Enter the two-letter ISO 3166 code.'));
    expect(getComputedStyle(boxOf(/^ISO code/)).width).toBe(isoWidth);
  });

  it(`counts the characters of a long text from 80% of its limit of ${fieldLimits.description}`, async () => {
    asSuperAdmin();
    renderApp('/settings/user-type/create');
    await screen.findByRole('heading', { name: 'Add User Type' }, { timeout: 5000 });
    const description = screen.getByLabelText(/^Description/);
    expect(description.tagName).toBe('TEXTAREA');
    const nearLimit = fieldLimits.description * 0.8;
    fireEvent.change(description, { target: { value: 'd'.repeat(nearLimit - 1) } });
    await waitFor(() => expect(messageUnder(/^Description/)).toBe(''));
    fireEvent.change(description, { target: { value: 'd'.repeat(nearLimit) } });
    await waitFor(() => expect(messageUnder(/^Description/)).toBe(`${nearLimit} / ${fieldLimits.description}`));
  });
});
