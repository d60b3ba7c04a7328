import { downloadWithToken } from '../../../features/media/utils/download-with-token';
import { getApiAccessToken } from '../../../lib/api-client';

/** Saves a session's `.ics`: the call needs the bearer token, so it is fetched and saved as a blob. */
export async function downloadCalendarFile(url: string, fileName: string): Promise<void> {
  await downloadWithToken({ url, fileName, accessToken: await getApiAccessToken(url) });
}
