import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { WAYBILL_ROLES, type WaybillRole } from '../../lib/shared/contract';
import TabList from '../shared/TabList';
import { useUrlTab } from '../shared/useUrlTab';
import WaybillTable from './parts/WaybillTable';

const ROLE_LABELS: Readonly<Record<WaybillRole, string>> = { shipper: '我是货主', carrier: '我是承运方' };

const readRole = (search: string): WaybillRole => {
  const value = new URLSearchParams(search).get('role');
  return WAYBILL_ROLES.find((role) => role === value) ?? WAYBILL_ROLES[0];
};
const searchFor = (role: WaybillRole) => `?role=${role}`;

/**
 * /basic/portal/myWaybills (我的运单): the account's waybills as shipper and as carrier, as Radix
 * tabs with the role in the URL (`?role=carrier`), each a table filtered by state.
 */
export default function MyWaybills() {
  const [role, choose] = useUrlTab(WAYBILL_ROLES, readRole, searchFor);
  return (
    <Tabs.Root value={role} onValueChange={choose} activationMode="manual">
      <TabList label="我的运单的身份" tabs={WAYBILL_ROLES} labels={ROLE_LABELS} look="page" />
      {WAYBILL_ROLES.map((key) => (
        <Tabs.Content key={key} value={key}>
          {key === role && <WaybillTable role={key} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
