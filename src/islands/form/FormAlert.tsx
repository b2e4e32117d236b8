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
  // Keyed apart: the alert is a new element, not the subtitle's paragraph moved (a layout shift).
  return (
    <div className="flex min-h-[3.625rem] items-center justify-center">
      {alert ? (
        <div key="alert" className="w-full">
          {alert}
        </div>
      ) : (
        <p key="subtitle" className="text-center text-sm text-gray-500">
          {reserve}
        </p>
      )}
    </div>
  );
}
