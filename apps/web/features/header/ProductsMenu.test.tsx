import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductsMenu } from './ProductsMenu';

afterEach(cleanup);

const panel = h('a', { href: '/goods/list?catName1=Rings', 'data-testid': 'panel-link' }, 'Rings');

describe('products menu', () => {
  it('leaves its panel out of the page until it first opens, then keeps it', () => {
    // A phone never opens it: the server's page and the first render carry the empty dialog only.
    expect(renderToString(h(ProductsMenu, null, panel))).not.toContain('panel-link');
    render(h(ProductsMenu, null, panel));
    expect(screen.getByTestId('products-dialog')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Open the products menu' })).toHaveAttribute('aria-controls', 'products-dialog');

    fireEvent.pointerEnter(screen.getByTestId('products-menu'), { pointerType: 'mouse' });
    expect(screen.getByTestId('panel-link')).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('products-dialog')).not.toBeVisible();
    expect(screen.getByTestId('panel-link')).toBeInTheDocument();
  });

  it('opens on a touch only through its button', () => {
    render(h(ProductsMenu, null, panel));
    fireEvent.pointerEnter(screen.getByTestId('products-menu'), { pointerType: 'touch' });
    expect(screen.queryByTestId('panel-link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the products menu' }));
    expect(screen.getByTestId('panel-link')).toBeVisible();
  });
});
