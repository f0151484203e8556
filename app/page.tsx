import { redirect } from 'next/navigation';
import { HOME_PATH } from '@/components/workspace/nav-items';
import { auth } from '@/server/auth/auth';

export default async function Root() {
  redirect((await auth())?.user?.id ? HOME_PATH : '/sign-in');
}
