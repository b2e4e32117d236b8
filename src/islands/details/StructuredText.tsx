import type { ContentImages } from '../../lib/shared/content-images';
import { parseStructuredText, type TextBlock } from '../../lib/shared/structured-text';
import ContentFigure from './ContentFigure';

type ItemBlock = Extract<TextBlock, { type: 'item' }>;
type Group = Exclude<TextBlock, ItemBlock> | { type: 'items'; items: ItemBlock[] };

/** Consecutive numbered items form one list. */
function groups(blocks: TextBlock[]): Group[] {
  const result: Group[] = [];
  for (const block of blocks) {
    const last = result[result.length - 1];
    if (block.type !== 'item') result.push(block);
    else if (last?.type === 'items') last.items.push(block);
    else result.push({ type: 'items', items: [block] });
  }
  return result;
}

/**
 * A body in the structured-text syntax (src/lib/shared/structured-text.ts): paragraphs, headings and
 * numbered items (第一条 …), every one of them text, and images (their sizes from the item's `images`).
 * No state: rendered statically on an item's own page, inside RemoteDetails and in the desk's
 * preview alike.
 */
export default function StructuredText({
  text,
  images,
}: {
  text: string;
  images?: ContentImages | undefined;
}) {
  return (
    <div className="space-y-4 text-base leading-8 break-words whitespace-pre-line text-gray-800">
      {groups(parseStructuredText(text)).map((group, index) => {
        if (group.type === 'heading')
          return group.level === 1 ? (
            <h3 key={index} className="pt-2 text-lg font-semibold text-gray-900">
              {group.text}
            </h3>
          ) : (
            <h4 key={index} className="font-semibold text-gray-900">
              {group.text}
            </h4>
          );
        if (group.type === 'items')
          return (
            <ol key={index} className="list-none space-y-2">
              {group.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <span className="font-semibold text-gray-900">{item.label}</span>
                  {'　'}
                  {item.text}
                </li>
              ))}
            </ol>
          );
        if (group.type === 'image')
          return <ContentFigure key={index} block={group} size={images?.[group.fileId]} />;
        return <p key={index}>{group.text}</p>;
      })}
    </div>
  );
}
