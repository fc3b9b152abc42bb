import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GoodsSummary, type HeaderData } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }));
const call = vi.fn();
vi.mock('@/lib/backend/call', () => ({ call: (...args: unknown[]) => call(...args) }));

const { clearUser, setUser } = await import('@/lib/session');
const { refreshHeader, resetHeader } = await import('@/lib/member');
const { getSignInState } = await import('@/lib/signIn');
const { IMAGE_PLACEHOLDER_SRC } = await import('@/ui/ImagePlaceholder');
const { NewDesignImage, newDesignAccess, REQUEST_ACCESS_PATH } = await import('@/ui/NewDesignImage');
const { ProductCard } = await import('@/ui/ProductCard');
const { Gallery } = await import('./detail/Gallery');

const SECRET = '/media/goods/new-design-1.svg';
/** The secret picture's name: in no address, at any width, before access is granted. */
const SECRET_NAME = 'new-design-1';

function header(auditFlag: number): Partial<HeaderData> {
  return { inquiryCartTotal: 0, searchInfo: { popularSearch: [], newArrivals: { auditFlag, dataList: [] } } };
}

/** A member whose header data says `auditFlag`. */
async function signInAs(auditFlag: number) {
  call.mockResolvedValueOnce({ ok: true, data: header(auditFlag) });
  act(() => setUser({ nick: 'Anna', headImg: '', memId: '7' }));
  await act(() => refreshHeader());
}

const goods = (newFlag: number): GoodsSummary => ({
  goodsId: '42', goodsCode: 'SR-042', title: 'Moonstone ring', imageUrl: SECRET, minPrice: 1.2, maxPrice: 2.4, moq: 60, newFlag, catName1: 'Rings',
});

/** Which demo picture an img shows, whatever raster width it was given (/media/goods/x.w640.webp is x.svg). */
const shown = (src: string | null) => src?.replace(/\.w\d+\.webp$/, '.svg') ?? null;
const srcs = (root: ParentNode) => Array.from(root.querySelectorAll('img')).map((img) => shown(img.getAttribute('src')));

beforeEach(() => {
  call.mockReset();
  push.mockReset();
});
afterEach(() => {
  cleanup();
  act(() => {
    clearUser();
    resetHeader();
  });
});

const ready = (auditFlag: number) => ({ status: 'ready' as const, newArrivals: { auditFlag, dataList: [] } });

describe('newDesignAccess', () => {
  it('follows the auditFlag once known: 2 viewable, 1 pending, anything else no permission', () => {
    expect(newDesignAccess(true, true, ready(2))).toBe('viewable');
    expect(newDesignAccess(true, true, ready(1))).toBe('pending');
    for (const flag of [0, 3, 7]) expect(newDesignAccess(true, true, ready(flag))).toBe('noPermission');
  });
  it('a visitor has no permission, even with a stale flag', () => {
    expect(newDesignAccess(true, false, ready(2))).toBe('noPermission');
  });
  it('is still checking on the server and for a member whose header is not in yet', () => {
    expect(newDesignAccess(false, true, ready(2))).toBe('checking');
    expect(newDesignAccess(false, false, ready(0))).toBe('checking');
    expect(newDesignAccess(true, true, { status: 'loading', newArrivals: { auditFlag: 0, dataList: [] } })).toBe('checking');
    expect(newDesignAccess(true, true, { status: 'visitor', newArrivals: { auditFlag: 0, dataList: [] } })).toBe('checking');
  });
  it('keeps the last known flag when a reload of the header fails', () => {
    expect(newDesignAccess(true, true, { status: 'error', newArrivals: { auditFlag: 2, dataList: [] } })).toBe('viewable');
  });
});

describe('NewDesignImage', () => {
  it('renders only the placeholder on the server, without the picture or a message', () => {
    act(() => setUser({ nick: 'Anna', headImg: '', memId: '7' }));
    const html = renderToString(<NewDesignImage src={SECRET} alt="Moonstone ring" fill />);
    expect(html).not.toContain(SECRET_NAME);
    expect(html).toContain('data-access="checking"');
    expect(html).not.toContain(UI_MSG.noPermission);
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(srcs(box)).toEqual([IMAGE_PLACEHOLDER_SRC]);
  });

  it("a visitor: placeholder, 'no permission', and the apply action opens the sign-in dialog", () => {
    const before = getSignInState().session;
    const { container } = render(<NewDesignImage src={SECRET} alt="Moonstone ring" />);
    expect(screen.getByTestId('new-design-image')).toHaveAttribute('data-access', 'noPermission');
    expect(screen.getByText(UI_MSG.noPermission)).toBeInTheDocument();
    expect(container.innerHTML).not.toContain(SECRET_NAME);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getSignInState()).toMatchObject({ open: true, session: before + 1 });
    expect(push).not.toHaveBeenCalled();
  });

  it('an approved member (auditFlag 2) sees the picture, with the enlarge action', async () => {
    await signInAs(2);
    render(<NewDesignImage src={SECRET} alt="Moonstone ring" />);
    expect(screen.getByRole('img', { name: 'Moonstone ring' })).toSatisfy((img: HTMLElement) => shown(img.getAttribute('src')) === SECRET);
    expect(screen.getByRole('button', { name: /Enlarge image/ })).toBeInTheDocument();
  });

  it("a pending request (auditFlag 1) shows '申请中...'", async () => {
    await signInAs(1);
    const { container } = render(<NewDesignImage src={SECRET} alt="Moonstone ring" />);
    expect(screen.getByText(UI_MSG.applicationPending)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.innerHTML).not.toContain(SECRET_NAME);
  });

  it('a member without access (0 or 3) is sent to My Account to complete the company information', async () => {
    for (const flag of [0, 3]) {
      await signInAs(flag);
      render(<NewDesignImage src={SECRET} alt="Moonstone ring" />);
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(push).toHaveBeenLastCalledWith(REQUEST_ACCESS_PATH);
      cleanup();
    }
    expect(REQUEST_ACCESS_PATH).toBe('/myAccount');
  });

  it('a member whose header is still loading sees the plain placeholder, then the picture', async () => {
    let answer!: (value: unknown) => void;
    call.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => setUser({ nick: 'Anna', headImg: '', memId: '7' }));
    let loading!: Promise<void>;
    act(() => {
      loading = refreshHeader();
    });
    const { container } = render(<NewDesignImage src={SECRET} alt="Moonstone ring" />);
    expect(screen.getByTestId('new-design-image')).toHaveAttribute('data-access', 'checking');
    expect(screen.queryByText(UI_MSG.noPermission)).not.toBeInTheDocument();
    expect(srcs(container)).toEqual([IMAGE_PLACEHOLDER_SRC]);
    await act(async () => {
      answer({ ok: true, data: header(2) });
      await loading;
    });
    expect(srcs(container)).toEqual([SECRET]);
  });
});

describe('a picture the server withheld', () => {
  it('an approved member asks for the real pictures once, by goods id, and sees them', async () => {
    const { API, NEW_DESIGN_PLACEHOLDER } = await import('@sw/protocol');
    await signInAs(2);
    call.mockResolvedValueOnce({ ok: true, data: { 42: { imageUrl: SECRET, images: [SECRET] }, 43: { imageUrl: '/media/goods/b.svg', images: [] } } });
    const { container } = render(
      <>
        <ProductCard goods={{ ...goods(1), imageUrl: NEW_DESIGN_PLACEHOLDER }} />
        <ProductCard goods={{ ...goods(1), goodsId: '43', imageUrl: NEW_DESIGN_PLACEHOLDER }} />
      </>,
    );
    await act(async () => {});
    expect(call).toHaveBeenLastCalledWith(expect.objectContaining({ path: API.csite.newDesignPictures }), { goodsIds: ['42', '43'] });
    expect(srcs(container)).toEqual([SECRET, '/media/goods/b.svg']);
  });

  it('anyone else never asks and keeps the placeholder', async () => {
    const { NEW_DESIGN_PLACEHOLDER } = await import('@sw/protocol');
    await signInAs(1);
    const calls = call.mock.calls.length;
    const { container } = render(<ProductCard goods={{ ...goods(1), goodsId: '44', imageUrl: NEW_DESIGN_PLACEHOLDER }} />);
    await act(async () => {});
    expect(call.mock.calls.length).toBe(calls);
    expect(srcs(container)).toEqual([IMAGE_PLACEHOLDER_SRC]);
  });
});

describe('ProductCard', () => {
  it('a good that is not new shows its picture in the server HTML', () => {
    const html = renderToString(<ProductCard goods={goods(0)} />);
    expect(html).toMatch(/src="\/media\/goods\/new-design-1\.w\d+\.webp"/);
    expect(html).not.toContain('new-design-image');
  });

  it('a new design: the server HTML has the placeholder, not the picture, and the badge unless hidden', () => {
    const html = renderToString(<ProductCard goods={goods(1)} />);
    expect(html).not.toContain(SECRET_NAME);
    expect(html).toContain('data-testid="new-design-image"');
    expect(html).toContain('data-testid="new-badge"');
    expect(renderToString(<ProductCard goods={goods(1)} hideNew />)).not.toContain('new-badge');
  });

  it('the title link covers the card; the apply button is not inside a link', () => {
    render(<ProductCard goods={goods(1)} />);
    const link = screen.getByRole('link', { name: 'Moonstone ring' });
    expect(link).toHaveAttribute('href', '/goods/details/42');
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply.closest('a')).toBeNull();
    expect(link.querySelector('button')).toBeNull();
  });
});

describe('Gallery of a new design', () => {
  const images = [SECRET, '/media/goods/new-design-2.svg', '/media/goods/new-design-3.svg'];

  it('locked: the placeholder, blank thumbnails and no picture anywhere', () => {
    const { container } = render(<Gallery images={images} title="Moonstone ring" newDesign />);
    expect(screen.getByText(UI_MSG.noPermission)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show picture/ })).not.toBeInTheDocument();
    for (const image of images) expect(container.innerHTML).not.toContain(image);
    expect(container.querySelectorAll('li')).toHaveLength(3);
  });

  it('approved: the pictures, the thumbnails switch and the viewer pages through them', async () => {
    await signInAs(2);
    render(<Gallery images={images} title="Moonstone ring" newDesign />);
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(screen.getByRole('img', { name: 'Moonstone ring' })).toSatisfy((img: HTMLElement) => shown(img.getAttribute('src')) === images[1]);
    fireEvent.click(screen.getByRole('button', { name: /Enlarge image/ }));
    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toBeInTheDocument();
  });

  it('a good that is not new is shown to everyone', () => {
    render(<Gallery images={images} title="Steel ring" />);
    expect(screen.getByRole('img', { name: 'Steel ring' })).toSatisfy((img: HTMLElement) => shown(img.getAttribute('src')) === SECRET);
    expect(screen.getAllByRole('button', { name: /Show picture/ })).toHaveLength(3);
  });
});
