// Sign-out: a form post from every back-office page; then the sign-in page.
import { type ActionFunctionArgs, redirect } from 'react-router';

import { services } from '../../router/app-context';

export function loader() {
  return redirect('/admin/login');
}

export async function action({ context }: ActionFunctionArgs) {
  await services(context).api.call('/api/staff/logout', { method: 'POST' });
  return redirect('/admin/login', 303);
}

export default function AdminLogout() {
  return null;
}
