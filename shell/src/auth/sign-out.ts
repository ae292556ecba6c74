import { getSupabase } from '@bbt/shared';

export async function signOut(): Promise<void> {
  const client = await getSupabase();
  await client.auth.signOut();
}
