/** Why letting a kept offer, a kept user or a block go failed, above the list it is about. */
export default function Refusal({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <p role="alert" className="mb-2 text-sm text-red-700">
      {text}
    </p>
  );
}
