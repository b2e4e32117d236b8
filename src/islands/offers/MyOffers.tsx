import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { OFFER_STATE_LABELS, OFFER_VIEW_STATES, type OfferViewState } from '../../lib/shared/contract';
import TabList from '../shared/TabList';
import { useUrlTab } from '../shared/useUrlTab';
import OfferTable from './parts/OfferTable';

const readState = (search: string): OfferViewState => {
  const value = new URLSearchParams(search).get('state');
  return OFFER_VIEW_STATES.find((state) => state === value) ?? OFFER_VIEW_STATES[0];
};
const searchFor = (state: OfferViewState) => `?state=${state}`;

/**
 * /basic/portal/myOffers (我的发布): the account's offers by state as Radix tabs, the state in the
 * URL (`?state=expired`), each tab a table with the actions that state allows.
 */
export default function MyOffers() {
  const [state, choose] = useUrlTab(OFFER_VIEW_STATES, readState, searchFor);
  return (
    <Tabs.Root value={state} onValueChange={choose} activationMode="manual">
      <TabList label="我的发布的状态" tabs={OFFER_VIEW_STATES} labels={OFFER_STATE_LABELS} look="page" />
      {OFFER_VIEW_STATES.map((key) => (
        <Tabs.Content key={key} value={key}>
          {key === state && <OfferTable state={key} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
