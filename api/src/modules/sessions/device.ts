// A readable name for the device a session signed in from, from its User-Agent (bowser): "Chrome 130 on
// Linux", "Safari 17 on iOS 17.1". What bowser cannot read is shown as sent, shortened.
import Bowser from 'bowser';

const MAX_RAW = 60;

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent.length > MAX_RAW ? `${userAgent.slice(0, MAX_RAW)}…` : userAgent;
  const major = browser.version?.split('.')[0];
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  const kind = platform.type === 'mobile' || platform.type === 'tablet' ? ` (${platform.type})` : '';
  return `${browser.name}${major ? ` ${major}` : ''}${system ? ` on ${system}` : ''}${kind}`;
}
