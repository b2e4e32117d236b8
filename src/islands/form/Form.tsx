import type { ReactNode, SubmitEvent } from 'react';
import FormAlert from './FormAlert';
import SubmitButton from './SubmitButton';
import type { FormView } from './useForm';
import type { FormValues } from '../../lib/form/form';

interface FrameProps<N extends string, R> {
  form: FormView<N>;
  /**
   * Sends the checked values; a rejection is placed on its field or above the form. Null while a
   * submission waits on a choice the form's own buttons make (an edit that met a newer text): Enter
   * in a field then sends nothing.
   */
  send: ((values: FormValues<N>) => Promise<R>) | null;
  /** Runs once the server accepted the submission, with its answer. */
  onDone?: (result: R) => void;
  /** Names the form for assistive technology (the id of its heading). */
  labelledBy?: string;
  /** Names the form in words, for a form without a heading of its own (编辑帖子). */
  label?: string;
  /**
   * Keeps the space of the form-wide failure while there is none (nothing moves when it comes),
   * showing this line there meanwhile: the card's subtitle.
   */
  reserveAlert?: string;
  children: ReactNode;
}

/** The form's submit button, or buttons of its own for a form whose choices change with its state. */
type Buttons =
  | {
      submitText: string;
      busyText: string;
      /**
       * The button stays busy once done, and the form sends no more, for a form whose success leaves
       * the page (login, the composer).
       */
      busyWhenDone?: boolean;
      /** A secondary action placed left of the submit button (上一步). */
      secondary?: ReactNode;
    }
  | { actions: ReactNode };

type FormProps<N extends string, R> = FrameProps<N, R> & Buttons;

/**
 * The frame of a described form: the form-wide failure, the fields given as children, and the
 * submit button, disabled until hydrated and while the submission is in flight. `method="post"`
 * keeps typed values out of the address should the form ever be sent without its script.
 */
export default function Form<N extends string, R>(props: FormProps<N, R>) {
  const { form, send, onDone } = props;
  const { status } = form.state;
  const leaves = 'busyWhenDone' in props && props.busyWhenDone === true;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // A form whose success leaves the page sends nothing more once done (Ctrl+Enter, Enter in a field).
    if (!send || (leaves && form.store.$state.get().status === 'done')) return;
    const result = await form.store.submit(send);
    if (form.store.$state.get().status === 'done') onDone?.(result as R);
  }

  return (
    <form
      id={form.id}
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
      data-state={status}
      className="flex flex-col gap-4"
    >
      <FormAlert message={form.state.message} reserve={props.reserveAlert} />
      {props.children}
      {'actions' in props ? (
        props.actions
      ) : (
        <div className={props.secondary ? 'flex gap-3' : undefined}>
          {props.secondary}
          <SubmitButton
            busy={status === 'submitting' || (leaves && status === 'done')}
            busyText={props.busyText}
            ready={form.ready}
          >
            {props.submitText}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
