// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../../app/RootStore';
import { StoreContext } from '../../../app/storeContext';
import { setupI18n } from '../../../i18n/setupI18n';
import { MemberPicker } from './MemberPicker';

const TOTAL = 250;
const member = (i: number) => ({
  userId: `U${i}`,
  userName: `user${i}`,
  nickName: `Member ${i}`,
  organizeId: 'O1',
  organizeName: 'Sales',
});

/** A client whose whole-list answer is held back until the test lets it go; the first page answers at once. */
const slowClient = () => {
  let release: () => void = () => undefined;
  const whole = new Promise<void>((resolve) => (release = resolve));
  const client = {
    call: async (_def: unknown, { query }: { query: { limit: number } }) => {
      if (query.limit === 9999) await whole;
      return {
        total: TOTAL,
        rows: Array.from({ length: Math.min(query.limit, TOTAL) }, (_, i) => member(i)),
      };
    },
  };
  return { client, release };
};

describe('member picker in a large tenant', () => {
  it('is usable with the first page, a search waits for the whole list, and the list grows in place', async () => {
    const { client, release } = slowClient();
    const i18n = await setupI18n('en_US');
    render(
      <I18nextProvider i18n={i18n}>
        <StoreContext.Provider value={{ client, deps: { client } } as unknown as RootStore}>
          <MemberPicker multiple value={[]} onChange={() => undefined} />
        </StoreContext.Provider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('First 100 of 250, loading the rest…')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Member 0 user0 · Sales/ })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Members Search' }), {
      target: { value: 'Member 249' },
    });
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();

    await act(async () => release());
    expect(await screen.findByRole('checkbox', { name: /Member 249/ })).toBeTruthy();
    expect(screen.getByText('1 of 250')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Members Search' }), {
      target: { value: 'nobody like this' },
    });
    expect(screen.getByRole('status').textContent).toBe('No matches');
    expect(screen.getByText('0 of 250')).toBeTruthy();
  });
});
