import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { RulesPopup } from './rules-popup';

describe("a live table's rules popup (001 §2.5: a rules image)", () => {
  it("shows the table's rules image with the same rules as text beside it", () => {
    renderAt(<RulesPopup name="Lucky 7 - A" shortName="lucky7" family="lucky7" onClose={vi.fn()} />);
    const image = screen.getByRole('img', { name: /The rules of Lucky 7 - A as a picture/ });
    expect(image.getAttribute('src')).toMatch(/\/pages\/rules\/lucky7\.svg$/);
    const text = screen.getByText('Rules as text').closest('details') as HTMLDetailsElement;
    expect(text.open).toBe(false);
    expect(text.textContent).toContain('LOW Card wins on A to 6');
  });

  it('opens the text when the server has no picture', () => {
    renderAt(<RulesPopup name="Lucky 7 - A" shortName="lucky7" family="lucky7" onClose={vi.fn()} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect((screen.getByText('Rules as text').closest('details') as HTMLDetailsElement).open).toBe(true);
  });
});
