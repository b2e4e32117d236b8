interface FormAlertProps {
  message: string;
  /**
   * Keeps the alert's space (two lines) while there is no message, showing this line in it (a card's
   * subtitle), so that a failure appearing moves nothing and the space is never an empty gap.
   */
  reserve?: string | undefined;
}

/** A failure the server reported for the whole form, announced to screen readers. */
export default function FormAlert({ message, reserve }: FormAlertProps) {
  const alert = message ? (
    <p
      role="alert"
      className="w-full rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {message}
    </p>
  ) : null;
  if (reserve === undefined) return alert;
  return (
    <div className="flex min-h-[3.625rem] items-center justify-center">
      {alert ?? <p className="text-center text-sm text-gray-500">{reserve}</p>}
    </div>
  );
}
