import type { JobArea } from '../../jobs/registry.js';
import { PIN_SEND, pinSendHandler } from './groupSend.js';

/** The PIN area's job: a group send, which every super admin may follow as every one may start it (spec 2 §6 names no flag for PINs). */
export const pinJobs: JobArea = (config) => [{ kind: PIN_SEND, handler: pinSendHandler(config), readers: { permission: null } }];
