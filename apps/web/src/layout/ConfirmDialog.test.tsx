import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFrame } from '../App';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './ConfirmDialog';

afterEach(cleanup);

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none yet');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm(options)))}>Ask</button>
      <output>answer: {answer}</output>
    </>
  );
}

/** What the asker shows of the answer it got (it may be hidden from the accessibility tree behind the modal). */
const answerShown = () => document.querySelector('output')?.textContent;

function ask(options: ConfirmOptions) {
  render(
    <AppFrame>
      <ConfirmProvider>
        <Asker options={options} />
      </ConfirmProvider>
    </AppFrame>,
  );
  return userEvent.setup();
}

describe('confirmation dialog (spec sections 4 and 8)', () => {
  it('asks "Are You Sure?" with "You want to Delete :" before the message, and resolves true on Confirm', async () => {
    const user = ask({ msg: 'India' });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    expect(dialog.textContent).toContain('You want to Delete : India');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Confirm']);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answerShown()).toBe('answer: true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Cancel', async () => {
    const user = ask({ msg: 'India' });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answerShown()).toBe('answer: false'));
  });

  it('offers only Close when there is no confirm button, and resolves false', async () => {
    const user = ask({ title: 'Still in use', msg: 'India has states.', prefix: '', confirmBtn: false });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Still in use' });
    expect(dialog.textContent).toContain('India has states.');
    expect(dialog.textContent).not.toContain('You want to Delete');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(answerShown()).toBe('answer: false'));
  });

  it('stays open on a click outside (persistent), and is at most 450 px wide', async () => {
    const user = ask({ msg: 'India' });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await act(async () => {
      backdrop!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      backdrop!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(answerShown()).toBe('answer: none yet');
    expect(getComputedStyle(dialog).maxWidth).toBe('450px');
  });
});
