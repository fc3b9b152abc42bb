import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_LIMITS } from '@/lib/constants';
import { UI_MSG } from '@/lib/copy';
import { Image } from './Image';
import { IMAGE_PLACEHOLDER_SRC } from './ImagePlaceholder';

afterEach(cleanup);

describe('Image', () => {
  it('shows a viewable picture lazily, with its size set and radius 4 by default', () => {
    render(h(Image, { src: '/media/goods/ring-a.svg', alt: 'Gold ring', size: 'small' }));
    const img = screen.getByRole('img', { name: 'Gold ring' });
    // A demo picture is served as a WebP raster, the browser choosing its width from the srcset.
    expect(img.getAttribute('src')).toMatch(/^\/media\/goods\/ring-a\.w\d+\.webp$/);
    expect(img.getAttribute('srcset')).toContain('/media/goods/ring-a.w160.webp 160w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
    const box = screen.getByRole('button', { name: /enlarge image/i });
    expect(box).toHaveStyle({ borderRadius: `${UI_LIMITS.imageRadius}px` });
    expect(box).toHaveAttribute('data-size', 'small');
  });

  it('uses the given radius and medium size', () => {
    render(h(Image, { src: '/a.svg', alt: 'A', radius: 12 }));
    const box = screen.getByRole('button', { name: /enlarge image/i });
    expect(box).toHaveStyle({ borderRadius: '12px' });
    expect(box).toHaveAttribute('data-size', 'medium');
  });

  it('enlarges into a viewer layer at z-index 99999 that pages through the preview list', () => {
    render(h(Image, { src: '/b.svg', alt: 'Bracelet', previewList: ['/a.svg', '/b.svg', '/c.svg'] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /enlarge image/i }));
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(viewer).toHaveStyle({ zIndex: String(UI_LIMITS.imageViewerZIndex) });
    expect(screen.getByRole('img', { name: 'Bracelet (2 of 3)' })).toHaveAttribute('src', '/b.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Bracelet (3 of 3)' })).toHaveAttribute('src', '/c.svg');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Bracelet (1 of 3)' })).toHaveAttribute('src', '/a.svg');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the viewer with its close button', () => {
    render(h(Image, { src: '/a.svg', alt: 'Ring' }));
    fireEvent.click(screen.getByRole('button', { name: /enlarge image/i }));
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(within(viewer).getByRole('img', { name: 'Ring' })).toHaveAttribute('src', '/a.svg');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close image viewer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no enlarge action when turned off', () => {
    render(h(Image, { src: '/a.svg', alt: 'Ring', enlarge: false }));
    expect(screen.getByRole('img', { name: 'Ring' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("permission 1: placeholder, 'no permission' and an apply action that emits the event", () => {
    const onApply = vi.fn();
    const { container } = render(h(Image, { src: '/secret.svg', alt: 'New design', permission: 1, onApply }));
    expect(screen.getByText(UI_MSG.noPermission)).toBeInTheDocument();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', IMAGE_PLACEHOLDER_SRC);
    expect(container.innerHTML).not.toContain('/secret.svg');
    expect(screen.queryByRole('button', { name: /enlarge/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('/secret.svg');
  });

  it("permission 2: 'application pending' shown as 申请中...", () => {
    const { container } = render(h(Image, { src: '/secret.svg', alt: 'New design', permission: 2 }));
    expect(screen.getByText('申请中...')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', IMAGE_PLACEHOLDER_SRC);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(UI_MSG.noPermission)).not.toBeInTheDocument();
  });
});
