/** The frame of a form that publishes something with a page of its own: sent, then that page. */
import type { ReactNode } from 'react';
import Form from './Form';
import type { FormView } from './useForm';
import type { FormValues } from '../../lib/form/form';
import { detailsHref } from '../../lib/list/list-definition';
import { navigate } from '../../stores/shell/navigation';

interface PublishFormProps<N extends string> {
  form: FormView<N>;
  /** Sends the checked values; resolves with the id of what was published. */
  send: (values: FormValues<N>) => Promise<number>;
  /** The details route of what is published, shown once it is sent. */
  detailsPath: string;
  /** Called once sent, before leaving: the draft is done with. */
  onSent: () => void;
  /** Names the form for assistive technology (`发货信息`). */
  title: string;
  submitText: string;
  /** Above the form: what stops part of it (the division data not loaded). */
  notice?: ReactNode;
  /** Under the form: what happens to what is typed. */
  note: ReactNode;
  children: ReactNode;
}

export default function PublishForm<N extends string>(props: PublishFormProps<N>) {
  const titleId = `${props.form.id}-title`;
  return (
    <div className="flex flex-col gap-4">
      {props.notice}
      <Form
        form={props.form}
        send={props.send}
        onDone={(id) => {
          props.onSent();
          navigate(detailsHref(props.detailsPath, id));
        }}
        submitText={props.submitText}
        busyText="提交中..."
        labelledBy={titleId}
      >
        <h2 id={titleId} className="sr-only">
          {props.title}
        </h2>
        {props.children}
      </Form>
      <p className="text-xs text-gray-600">{props.note}</p>
    </div>
  );
}
