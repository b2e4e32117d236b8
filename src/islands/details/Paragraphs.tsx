/** Body text as paragraphs (a blank line separates them; single line breaks are kept). Text only. */
export default function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (
    <div className="space-y-4 text-base leading-8 break-words whitespace-pre-line text-gray-800">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
