import { HIDDEN_NOTE } from '../../../lib/desk/moderation';

/** Above words an editor hid, for their author (the only reader the server sends them to). */
export default function HiddenNote() {
  return (
    <p
      role="note"
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {HIDDEN_NOTE}
    </p>
  );
}
