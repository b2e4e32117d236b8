import { loginRecordList } from '../../lib/account/login-records';
import ListView from '../list/ListView';

/** The signed-in user's login and logout records: loaded in the browser, page and size in the URL. */
export default function LoginRecords() {
  return <ListView list={loginRecordList} initial={null} rowKey={(record) => record.id} />;
}
