import type { ReactNode, SubmitEvent } from 'react';
import FormAlert from './FormAlert';
import SubmitButton from './SubmitButton';
import type { FormView } from './useForm';
import type { FormValues } from '../../lib/form/form';

interface FormProps<N extends string, R> {
  form: FormView<N>;
  /** Sends the checked values; a rejection is placed on its field or above the form. */
  send: (values: FormValues<N>) => Promise<R>;
  /** Runs once the server accepted the submission, with its answer. */
  onDone?: (result: R) => void;
  submitText: string;
  busyText: string;
  /** Names the form for assistive technology (the id of its heading). */
  labelledBy?: string;
  /**
   * Keeps the space of the form-wide failure while there is none (nothing moves when it comes),
   * showing this line there meanwhile: the card's subtitle.
   */
  reserveAlert?: string;
  /** The button stays busy once done, for a form whose success leaves the page (login). */
  busyWhenDone?: boolean;
  /** A secondary action placed left of the submit button (上一步). */
  secondary?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a described form: the form-wide failure, the fields given as children, and the
 * submit button, disabled until hydrated and while the submission is in flight. `method="post"`
 * keeps typed values out of the address should the form ever be sent without its script.
 */
export default function Form<N extends string, R>(props: FormProps<N, R>) {
  const { form, send, onDone } = props;
  const { status } = form.state;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
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
      data-state={status}
      className="flex flex-col gap-4"
    >
      <FormAlert message={form.state.message} reserve={props.reserveAlert} />
      {props.children}
      <div className={props.secondary ? 'flex gap-3' : undefined}>
        {props.secondary}
        <SubmitButton
          busy={status === 'submitting' || (props.busyWhenDone === true && status === 'done')}
          busyText={props.busyText}
          ready={form.ready}
        >
          {props.submitText}
        </SubmitButton>
      </div>
    </form>
  );
}
