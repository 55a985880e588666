import { countryInput } from '@fairway/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { labels } from '../../areas/master-data/labels/master-data';
import { HttpError } from '../../providers/httpClient';
import { addLabels, i18nProvider } from '../../providers/i18nProvider';
import { createQueryClient } from '../../providers/queries';
import { phoneWidth } from '../../test/renderApp';
import { themeOf } from '../theme';
import { RecordDialog } from './RecordDialog';
import { RecordTextInput } from './RecordInputs';

beforeAll(() => addLabels(labels));
afterEach(cleanup);

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
const setWidth = (width: number) => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 900 });

/** A page with a button that opens the dialog of a country; `save` answers as the server would. */
function Page({ save }: { save(values: unknown): Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<unknown>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <output>{saved ? `saved ${JSON.stringify(saved)}` : 'nothing saved'}</output>
      {open ? (
        <RecordDialog
          title="Add Country"
          schema={countryInput}
          resource="countries"
          record={{ name: 'Chile', iso_code: 'CL' }}
          save={async (values) => {
            await save(values);
            setSaved(values);
          }}
          onSaved={() => setOpen(false)}
          onClose={() => setOpen(false)}
        >
          <RecordTextInput source="name" />
          <RecordTextInput source="iso_code" />
          <RecordTextInput source="phone_code" />
        </RecordDialog>
      ) : null}
    </>
  );
}

async function openDialog(save: (values: unknown) => Promise<unknown> = async () => undefined, width = 1440) {
  setWidth(width);
  render(
    <AdminContext
      i18nProvider={i18nProvider}
      dataProvider={{} as DataProvider}
      queryClient={createQueryClient()}
      theme={themeOf('light')}
    >
      <Page save={save} />
    </AdminContext>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Country' }) };
}

/** What the page shows of the save (it may be hidden from the accessibility tree behind the modal). */
const answerShown = () => document.querySelector('output')?.textContent;
/** The message under an input: its helper line, which react-admin fills with a zero-width space when empty. */
const messageUnder = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent?.replace('\u200b', '') ?? '';

const backdropOf = (dialog: HTMLElement) =>
  dialog.closest('.MuiDialog-root')!.querySelector('.MuiBackdrop-root') as HTMLElement;
/** MUI closes on a backdrop click that both starts and ends on the backdrop, outside the dialog's paper. */
const dialogContainerOf = (dialog: HTMLElement) =>
  dialog.closest('.MuiDialog-root')!.querySelector('.MuiDialog-container') as HTMLElement;

async function clickOutside(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  expect(backdropOf(dialog)).not.toBeNull();
  await user.click(dialogContainerOf(dialog));
}

describe('the record dialog (spec section 9)', { timeout: 20_000 }, () => {
  it('closes on Escape and on a click outside while nothing was typed', async () => {
    const { user, dialog } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const again = await screen.findByRole('dialog', { name: 'Add Country' });
    expect(again).not.toBe(dialog);
    await clickOutside(user, again);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on Escape and on a click outside once something was typed, and Cancel still closes it', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone code/ }), '+56');
    await user.keyboard('{Escape}');
    await clickOutside(user, dialog);
    expect(screen.getByRole('dialog', { name: 'Add Country' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: /^Phone code/ })).toHaveProperty('value', '+56');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answerShown()).toBe('nothing saved');
  });

  it("checks the form with the contract's schema before anything is sent", async () => {
    const sent: unknown[] = [];
    const { user, dialog } = await openDialog(async (values) => sent.push(values));
    const isoCode = within(dialog).getByRole('textbox', { name: /^ISO code/ });
    await user.clear(isoCode);
    await user.type(isoCode, 'C1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(isoCode)).toBe('Enter the two-letter ISO 3166 code.'));
    expect(sent).toEqual([]);
  });

  it("shows a 400's field error under its field, and the rest in the alert, and keeps what was typed", async () => {
    const { user, dialog } = await openDialog(async () => {
      throw new HttpError('name: Country with this Name already exists.', 400, {
        name: ['Country with this Name already exists.'],
        iso_code: ['A country has this ISO code.'],
        region: ['No such region.'],
      });
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(messageUnder(name)).toBe('Country with this Name already exists.'));
    expect(messageUnder(within(dialog).getByRole('textbox', { name: /^ISO code/ }))).toBe(
      'A country has this ISO code.',
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Region: No such region.');
    expect(name).toHaveProperty('value', 'Chile');
    expect(answerShown()).toBe('nothing saved');
  });

  it('closes after a save the server accepted, with what the schema gave back', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone code/ }), '+56');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answerShown()).toBe('saved {"name":"Chile","iso_code":"CL","phone_code":"+56"}');
  });

  it('is at most 800 px wide, and takes the whole screen on a phone', async () => {
    const { dialog } = await openDialog();
    expect(getComputedStyle(dialog).maxWidth).toBe('800px');
    expect(dialog.classList.contains('MuiDialog-paperFullScreen')).toBe(false);
    cleanup();
    const onPhone = await openDialog(undefined, phoneWidth);
    expect(onPhone.dialog.classList.contains('MuiDialog-paperFullScreen')).toBe(true);
  });
});
