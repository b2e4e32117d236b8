/**
 * The frame of 登录 and 注册: a form whose answer signs the user in, who then goes where they were
 * going (`?redirect=`, kept inside the portal) or to the portal home. Its button stays busy while
 * the next page loads.
 */
import type { ReactNode } from 'react';
import Form from '../../form/Form';
import type { FormView } from '../../form/useForm';
import type { FormValues } from '../../../lib/form/form';
import { FormRefusal } from '../../../lib/request/refusal';
import type { LoginResult } from '../../../lib/shared/contract';
import { safeRedirect } from '../../../lib/site/redirect';
import { loginWith } from '../../../stores/shell/session';

/** What the form says. */
export interface EntryTexts {
  /** The card's subtitle, where a form-wide failure takes its place. */
  subtitle: string;
  submit: string;
  busy: string;
  /** Said when the browser refuses to keep the session (private mode, a full storage). */
  storageRefused: string;
}

interface EntryFormProps<N extends string> {
  /** Its page's heading has the id `${form.id}-title` and names the form. */
  form: FormView<N>;
  /** Sends the checked values; resolves with the new session. */
  send: (values: FormValues<N>) => Promise<LoginResult>;
  texts: EntryTexts;
  children: ReactNode;
}

function leave() {
  const target = new URLSearchParams(window.location.search).get('redirect');
  window.location.assign(safeRedirect(target, window.location.origin, import.meta.env.BASE_URL));
}

export default function EntryForm<N extends string>(props: EntryFormProps<N>) {
  async function send(values: FormValues<N>): Promise<void> {
    if (!loginWith(await props.send(values))) throw new FormRefusal(props.texts.storageRefused);
  }
  return (
    <Form
      form={props.form}
      send={send}
      onDone={leave}
      labelledBy={`${props.form.id}-title`}
      reserveAlert={props.texts.subtitle}
      busyWhenDone
      submitText={props.texts.submit}
      busyText={props.texts.busy}
    >
      {props.children}
    </Form>
  );
}
