import type { ContentImages } from '../../lib/shared/content-images';
import StructuredText from './StructuredText';

/**
 * An item's text (structured text: paragraphs, headings, numbered items) in a section of its own,
 * named for screen readers (正文, 企业简介, a route's 备注…). Apart from DetailsArticle, so that a view
 * without a text does not carry the parser.
 */
export default function TextSection({
  label,
  text,
  images,
}: {
  label: string;
  text: string;
  images?: ContentImages | undefined;
}) {
  return (
    <section aria-label={label} className="rounded-lg border border-gray-200 bg-white p-6">
      <StructuredText text={text} images={images} />
    </section>
  );
}
