import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { OFFER_STATE_LABELS, OFFER_VIEW_STATES, type OfferViewState } from '../../lib/shared/contract';
import TabTrigger from '../shared/TabTrigger';
import OfferTable from './parts/OfferTable';

const readState = (): OfferViewState => {
  const value = new URLSearchParams(window.location.search).get('state');
  return OFFER_VIEW_STATES.find((state) => state === value) ?? 'published';
};

/**
 * /basic/portal/myOffers (我的发布): the account's offers by state as Radix tabs, the state in the
 * URL (`?state=expired`), each tab a table with the actions that state allows.
 */
export default function MyOffers() {
  const [state, setState] = useState<OfferViewState>('published');
  useEffect(() => {
    setState(readState());
    const onPopState = () => setState(readState());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const choose = (value: string) => {
    const next = OFFER_VIEW_STATES.find((key) => key === value) ?? 'published';
    window.history.pushState(null, '', `${window.location.pathname}?state=${next}`);
    setState(next);
  };

  return (
    <Tabs.Root value={state} onValueChange={choose} activationMode="manual">
      <Tabs.List aria-label="我的发布的状态" className="mb-4 flex border-b border-gray-200">
        {OFFER_VIEW_STATES.map((key) => (
          <TabTrigger key={key} value={key} className="h-10 py-0">
            {OFFER_STATE_LABELS[key]}
          </TabTrigger>
        ))}
      </Tabs.List>
      {OFFER_VIEW_STATES.map((key) => (
        <Tabs.Content key={key} value={key}>
          {key === state && <OfferTable state={key} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
