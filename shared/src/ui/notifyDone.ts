// The one success text of spec part 2 §8 and part 3 §8: 'Success' with 'Done!'. An action the spec gives a
// text of its own ('Update Saved!', 'Link copied!', a merge's 'Success!', …) uses that text instead; the
// server's message, or the result worth naming, takes the place of 'Done!' (docs/decisions/0095-success-texts.md).
import { notifySuccess } from '@pads/core';

export const SUCCESS_TITLE = 'Success';
export const DONE = 'Done!';

export function notifyDone(serverMessage?: string | null): void {
  notifySuccess(SUCCESS_TITLE, serverMessage || DONE);
}
