/**
 * An image line of a body (structured text) as a figure: on a page, the published files under
 * `media/` at their widths, sized before they load so nothing moves (src/lib/shared/content-images.ts);
 * in the desk's preview, where the image may not be published yet, the stored file read with the
 * editor's token (PreviewImages).
 */
import { createContext, useContext, type ComponentType } from 'react';
import { BASE_URL } from '../../lib/site/config';
import { withBase } from '../../lib/shared/routes';
import { MEDIA_DIR, MEDIA_SIZES, mediaSources, type ImageSize } from '../../lib/shared/content-images';

type ImageBlock = { fileId: string; alt: string; caption: string };

/** What draws an image instead of its published files: the desk's preview provides one. */
export const PreviewImages = createContext<ComponentType<{ fileId: string; alt: string }> | null>(null);

const mediaUrl = (name: string) => withBase(BASE_URL, `/${MEDIA_DIR}/${name}`);

export default function ContentFigure({ block, size }: { block: ImageBlock; size: ImageSize | undefined }) {
  const Preview = useContext(PreviewImages);
  // An image the answer gives no size for is not the portal's published file: nothing is drawn.
  if (!Preview && !size) return null;
  return (
    <figure className="space-y-2">
      {Preview ? (
        <Preview fileId={block.fileId} alt={block.alt} />
      ) : (
        size && (
          <img
            {...mediaSources(block.fileId, size, mediaUrl)}
            sizes={MEDIA_SIZES}
            alt={block.alt}
            loading="lazy"
            decoding="async"
            className="h-auto max-w-full rounded"
          />
        )
      )}
      {block.caption && <figcaption className="text-sm text-gray-600">{block.caption}</figcaption>}
    </figure>
  );
}
