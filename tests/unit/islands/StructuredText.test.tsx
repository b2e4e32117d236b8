// @vitest-environment jsdom
/** The public views' body: headings, numbered items and paragraphs, every one of them text. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TextSection from '../../../src/islands/details/TextSection';

afterEach(() => cleanup());

describe('TextSection', () => {
  it('shows headings, numbered items as a list, and paragraphs', () => {
    render(
      <TextSection
        label="正文"
        text={'# 总则\n\n第一条 为了规范。\n第二条 自发布之日起施行。\n\n## 附则\n\n其他。'}
      />,
    );
    const section = screen.getByRole('region', { name: '正文' });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('总则');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('附则');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '第一条　为了规范。',
      '第二条　自发布之日起施行。',
    ]);
    expect(section.querySelectorAll('p')).toHaveLength(1);
  });

  it('never turns markup in a body into elements', () => {
    const { container } = render(
      <TextSection label="正文" text={'<img src=x onerror=alert(1)>\n\n# <script>alert(2)</script>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('heading').textContent).toBe('<script>alert(2)</script>');
  });

  it('draws an image line as a figure sized before it loads, from the published files', () => {
    const id = 'Abcdefghij_klmnopqrs-1';
    render(
      <TextSection
        label="正文"
        text={`前文\n\n![港区平面图](file:${id} "2026 年版")\n\n![未发布的图](file:${'B'.repeat(22)})`}
        images={{ [id]: { width: 1200, height: 600 } }}
      />,
    );
    const image = screen.getByRole('img', { name: '港区平面图' });
    expect(
      Object.fromEntries(
        ['src', 'srcset', 'width', 'height', 'loading', 'decoding'].map((name) => [
          name,
          image.getAttribute(name),
        ]),
      ),
    ).toEqual({
      src: `/media/${id}-960.webp`,
      srcset: `/media/${id}-480.webp 480w, /media/${id}-960.webp 960w, /media/${id}-1200.webp 1200w`,
      width: '1200',
      height: '600',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(image.closest('figure')?.querySelector('figcaption')?.textContent).toBe('2026 年版');
    // An image the answer gives no size for is not published: nothing is drawn.
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
