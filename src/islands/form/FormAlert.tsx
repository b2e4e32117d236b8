interface FormAlertProps {
  message: string;
  /**
   * Keeps the alert's space while there is no message (two lines), so that a failure appearing
   * moves nothing below it (the login card).
   */
  reserve?: boolean;
}

/** A failure the server reported for the whole form, announced to screen readers. */
export default function FormAlert({ message, reserve = false }: FormAlertProps) {
  const alert = message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  ) : null;
  if (!reserve) return alert;
  return <div className="min-h-[3.625rem]">{alert}</div>;
}
