import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog, Dialog } from '../../src/components/ui/dialog.tsx';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Pick one"
        closeLabel="Close"
        dismissible={dismissible}
        onClose={() => setOpen(false)}
      >
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

describe('Dialog (native <dialog>)', () => {
  it('is a modal dialog named by its title, and nothing while closed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick one' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    // Focus moved in: the first focusable element, the close button.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on its backdrop, not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick one' });
    await user.click(within(dialog).getByRole('button', { name: 'Inside' }));
    expect(dialog).toBeInTheDocument();
    // The panel fills the <dialog>: a click on the element itself is on the backdrop.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and the backdrop while not dismissible; its close button still works', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick one' });
    await user.keyboard('{Escape}');
    await user.click(dialog);
    expect(dialog).toHaveAttribute('open');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows itself again when the browser closes it while not dismissible (Chrome's second Escape)", async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole<HTMLDialogElement>('dialog', { name: 'Pick one' });
    dialog.close();
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
  });

  it('closes only the topmost of nested dialogs on Escape', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Dialog open={outer} title="Outer" closeLabel="Close outer" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Dialog
            open={inner}
            title="Inner"
            closeLabel="Close inner"
            onClose={() => setInner(false)}
          >
            <p>Inner body</p>
          </Dialog>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    // Escape closes only the topmost dialog.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A dialog of two steps, as the KYC overlay is: the step's button goes with its step. */
function Steps() {
  const [step, setStep] = useState(1);
  return (
    <Dialog open title={`Step ${step}`} onClose={() => undefined}>
      {step === 1 ? (
        <button type="button" onClick={() => setStep(2)}>
          Next
        </button>
      ) : (
        <p>Second step</p>
      )}
    </Dialog>
  );
}

describe('Dialog of several steps', () => {
  it("gives focus to the new step's title when the control that had it went", async () => {
    const user = userEvent.setup();
    render(<Steps />);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog', { name: 'Step 2' });
    expect(within(dialog).getByRole('heading', { name: 'Step 2' })).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('is an alertdialog described by its question, focused on Cancel, held open while busy', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const logOut = (busy: boolean) => (
      <ConfirmDialog
        open
        busy={busy}
        title="Log out"
        confirmLabel="Yes"
        cancelLabel="Cancel"
        onConfirm={() => calls.push('confirm')}
        onCancel={() => calls.push('cancel')}
      >
        <p>Sure?</p>
      </ConfirmDialog>
    );
    const { rerender } = render(logOut(false));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(dialog).toHaveAccessibleDescription('Sure?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(calls).toEqual(['cancel']);

    rerender(logOut(true));
    await user.keyboard('{Escape}');
    await user.click(dialog);
    expect(calls).toEqual(['cancel']);
  });
});
