import { tokenizeLinks, USER_LINK_REL } from '../../../lib/community/linkify';

interface Props {
  text: string;
  /** Inline text (titles, names) keeps no line breaks of its own and links nothing. */
  inline?: boolean;
  className?: string;
  /** Names the text for tests and styles (`data-user-text`), e.g. `post-body`. */
  name?: string;
}

/**
 * Text a user wrote, shown exactly as typed: React text nodes only, line breaks kept, long unbroken
 * strings wrapped inside the column (`overflow-wrap: anywhere`), and http(s) addresses as links that
 * pass no referrer and no ranking.
 */
export default function UserText({ text, inline = false, className = '', name }: Props) {
  if (inline)
    return (
      <span data-user-text={name} className={`[overflow-wrap:anywhere] ${className}`}>
        {text}
      </span>
    );
  return (
    <div
      data-user-text={name}
      className={`min-w-0 whitespace-pre-wrap [overflow-wrap:anywhere] ${className}`}
    >
      {tokenizeLinks(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            rel={USER_LINK_REL}
            target="_blank"
            className="text-blue-700 underline hover:text-blue-900"
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </div>
  );
}
