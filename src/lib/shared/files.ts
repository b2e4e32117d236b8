/**
 * What both sides know of an uploaded photo (docs/api.md, Files): the formats kept, how an id looks,
 * the media type of a format. Apart from the contract, whose modules every page loads: the pages
 * without photos do not pay for these (docs/decisions.md, "Photos in the store").
 */

/** The image formats an upload may be, read from its bytes; the stored file keeps its format. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A file's id: 128 random bits in base64url (22 characters), unguessable; nothing else names a file. */
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The Content-Type of a format: what a stored file is served with, what a file input accepts. */
export const imageMediaType = (format: ImageFormat): string => `image/${format}`;
