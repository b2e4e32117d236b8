import type { ReactNode, SubmitEvent } from 'react';
import FormAlert from '../FormAlert';
import SubmitButton from '../SubmitButton';
import type { FormView } from './useForm';
import type { FormValues } from '../../lib/form';

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
  children: ReactNode;
}

/**
 * The frame of a described form: the form-wide failure, the fields given as children, and the
 * submit button, disabled until hydrated and while the submission is in flight.
 */
export default function Form<N extends string, R>(props: FormProps<N, R>) {
  const { form, send, onDone } = props;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.store.submit(send);
    if (form.store.$state.get().status === 'done') onDone?.(result as R);
  }

  return (
    <form
      id={form.id}
      noValidate
      onSubmit={submit}
      aria-labelledby={props.labelledBy}
      data-state={form.state.status}
      className="flex flex-col gap-4"
    >
      <FormAlert message={form.state.message} />
      {props.children}
      <div>
        <SubmitButton busy={form.state.status === 'submitting'} busyText={props.busyText} ready={form.ready}>
          {props.submitText}
        </SubmitButton>
      </div>
    </form>
  );
}
