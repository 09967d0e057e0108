import type { AbsenceLine, EvpLine, Evps, PayConfigSettings } from '../../contracts/payConfigs';
import {
  EVP_GROUPS,
  EVP_GROUP_KEYS,
  CONSTRAINT_MARKER,
  QUADRATUS_DEFAULT_ABSENCE_UNIT,
  VALIDATION_FAILURE_MARKER,
  type AbsenceUnit,
  type CounterType,
  type EvpGroup,
  type SoftwareKind,
} from './constants';
import { deleteDuplicate, duplicateLine, inEvpGroupOf, loadEvps, setAsEvp, setCounterType, setLineActive, softwareDefaults, sortAbsences } from './lines';
import { NEW_CONFIG_SETTINGS } from './defaults';
import { normalisePayConfig, type PayConfigInput } from './rules';

/**
 * Spec 3 §2.2, §4.1, §5: the integration wizard as a pure state machine. The component dispatches actions and runs
 * the fetches a transition asks for (`pending`), then dispatches what they answered; nothing here does I/O.
 */

export type WizardMode = 'create' | 'update';
export type WizardStage = 'source' | 'format' | 'absences' | 'evps' | 'upload' | 'finish';
export type CreateMethod = 'fromScratch' | 'fromIntegration';
/** What a transition needs from the server (§4.1): the settings to start from, the absence lines, the EVP lines. */
export type WizardFetch = 'basic_data' | 'absences' | 'evps';

/** The form of §3.1: the settings, excluded_teams still the comma string the user types. */
export type WizardForm = Omit<PayConfigSettings, 'excluded_teams' | 'payroll_software'> & { payroll_software: number | null; excluded_teams: string };

export interface WizardState {
  mode: WizardMode;
  /** the entry steps (create 5, update 4; no upload without can_add_integration_config), then 'finish' (the preview) */
  stages: readonly WizardStage[];
  index: number;
  createMethod: CreateMethod;
  selectedIntegrationId: string | null;
  /** the shop the data come from (§2.2 step 1) */
  shopId: number | null;
  softwareKind: SoftwareKind | null;
  form: WizardForm;
  loaded: Record<WizardFetch, boolean>;
  /** the fetches the last transition asked for, run by the component */
  pending: readonly WizardFetch[];
  /** §4.1 bulk update: the other shops an update changes too */
  bulkShops: number;
  /** §4.1: the uploaded file is being read (the wizard is blocked) */
  reading: boolean;
  /** §8: the server's constraint list for the uploaded config */
  fileErrors: readonly string[];
}

export interface WizardOptions {
  mode: WizardMode;
  /** can_add_integration_config: the upload step (§2.2 step 5, §6) */
  canUpload: boolean;
  shopId: number | null;
}

export const emptyEvps = (): Evps => Object.fromEntries(EVP_GROUP_KEYS.map((key) => [key, []])) as unknown as Evps;

/** The wizard starts from the shared new-config settings; its absence-unit switch starts off and teams are typed as text. */
export const DEFAULT_FORM: WizardForm = {
  ...NEW_CONFIG_SETTINGS,
  show_absence_unit: false,
  excluded_teams: '',
  excluded_contract_type_ids: [],
  config_json: null,
  absences: [],
  evps: emptyEvps(),
};

/** §2.2: create starts at the source step, update at the file format; the upload step only with the permission. */
export function wizardStages(mode: WizardMode, canUpload: boolean): WizardStage[] {
  const entry: WizardStage[] = ['format', 'absences', 'evps', ...(canUpload ? (['upload'] as const) : [])];
  return [...(mode === 'create' ? (['source'] as const) : []), ...entry, 'finish'];
}

/** The number of entry steps (create 5, update 4 with the upload step; §9). */
export const entryStepCount = (state: Pick<WizardState, 'stages'>) => state.stages.length - 1;

export function initialWizardState({ mode, canUpload, shopId }: WizardOptions): WizardState {
  return {
    mode,
    stages: wizardStages(mode, canUpload),
    index: 0,
    createMethod: 'fromScratch',
    selectedIntegrationId: null,
    shopId,
    softwareKind: null,
    form: DEFAULT_FORM,
    loaded: { basic_data: false, absences: false, evps: false },
    // §4.1: an update starts from the saved config
    pending: mode === 'update' ? ['basic_data'] : [],
    bulkShops: 0,
    reading: false,
    fileErrors: [],
  };
}

export const currentStage = (state: WizardState): WizardStage => state.stages[state.index];

/** §4.1: what leaving the current stage forward fetches (what is already loaded is kept, so edits survive a back and forth). */
export function fetchesOnLeaving(state: WizardState): WizardFetch[] {
  const stage = currentStage(state);
  const missing = (fetches: WizardFetch[]) => fetches.filter((fetch) => !state.loaded[fetch]);
  if (stage === 'source') return missing(state.createMethod === 'fromIntegration' ? ['basic_data', 'absences', 'evps'] : ['absences', 'evps']);
  if (stage === 'format') return missing(['absences']);
  if (stage === 'absences') return missing(['evps']);
  return [];
}

/** §5: Next is disabled for a custom software until both its custom name and version are filled; and while fetching or reading. */
export function canGoNext(state: WizardState): boolean {
  if (state.pending.length > 0 || state.reading) return false;
  const stage = currentStage(state);
  if (stage === 'source') return state.shopId !== null && (state.createMethod === 'fromScratch' || state.selectedIntegrationId !== null);
  if (stage === 'format') {
    if (state.form.payroll_software === null) return false;
    if (state.softwareKind === 'custom') return state.form.custom_name.trim() !== '' && state.form.version.trim() !== '';
  }
  return true;
}

/** §5: the final submit is disabled while the file is read, and for a custom software from scratch without an uploaded config. */
export function canFinish(state: WizardState): boolean {
  if (state.reading || state.pending.length > 0 || state.form.payroll_software === null) return false;
  const fromScratch = state.mode === 'create' && state.createMethod === 'fromScratch';
  return !(state.softwareKind === 'custom' && fromScratch && state.form.config_json === null);
}

/** §2.2: the progress bar jumps back to an earlier step only. */
export const canJumpTo = (state: WizardState, index: number) => index >= 0 && index < state.index;

export type LineAction =
  | { type: 'absence_active'; id: string; active: boolean }
  | { type: 'absence_unit'; id: string; unit: AbsenceUnit }
  | { type: 'absence_code'; id: string; code: string }
  | { type: 'absence_as_evp'; id: string; asEvp: boolean }
  | { type: 'absence_duplicate'; id: string }
  | { type: 'absence_delete_duplicate'; id: string }
  | { type: 'evp_active'; key: string; active: boolean }
  | { type: 'evp_code'; key: string; code: string }
  | { type: 'evp_counter_type'; key: string; counterType: CounterType | '' }
  | { type: 'evp_duplicate'; key: string }
  | { type: 'evp_delete_duplicate'; key: string };

export type BasicData = Partial<Omit<PayConfigSettings, 'excluded_teams' | 'payroll_software'>> & {
  payroll_software?: number | null;
  excluded_teams?: readonly string[] | string;
  bulk_update?: boolean;
  shops_with_same_int_key?: readonly unknown[];
};

export type WizardAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'jump'; index: number }
  | { type: 'set_shop'; shopId: number }
  | { type: 'set_create_method'; method: CreateMethod }
  | { type: 'select_integration'; id: string | null }
  | { type: 'set_software'; id: number; kind: SoftwareKind; reset: boolean }
  | { type: 'set_field'; field: keyof WizardForm; value: WizardForm[keyof WizardForm] }
  | { type: 'loaded_basic_data'; data: BasicData; softwareKind: SoftwareKind | null }
  | { type: 'loaded_absences'; absences: readonly AbsenceLine[] }
  | { type: 'loaded_evps'; evps: readonly EvpLine[] | Evps }
  | { type: 'fetch_failed'; fetch: WizardFetch }
  | { type: 'file_reading' }
  | { type: 'file_read'; config: Record<string, unknown> | null }
  | { type: 'file_errors'; errors: readonly string[] }
  | { type: 'bulk_refused' }
  | LineAction;

/** The EVP lines of §7 (a flat list with their group) in the five groups of §3.1, in the order answered. */
export function groupEvps(lines: readonly EvpLine[] | Evps): Evps {
  if (!Array.isArray(lines)) return lines as Evps;
  const evps = emptyEvps();
  for (const line of lines as readonly EvpLine[]) {
    const key = EVP_GROUPS[line.group as EvpGroup];
    if (key) evps[key].push(line);
  }
  return evps;
}

function basicForm(form: WizardForm, data: BasicData): WizardForm {
  const { bulk_update: _bulk, shops_with_same_int_key: _shops, excluded_teams: teams, ...settings } = data;
  const known = Object.fromEntries(Object.entries(settings).filter(([key, value]) => key in DEFAULT_FORM && value !== undefined));
  return {
    ...form,
    ...(known as Partial<WizardForm>),
    excluded_teams: Array.isArray(teams) ? teams.join(', ') : typeof teams === 'string' ? teams : form.excluded_teams,
  };
}

function lines(state: WizardState, action: LineAction): WizardState {
  const { absences, evps } = state.form;
  const on = (next: Partial<WizardForm>) => ({ ...state, form: { ...state.form, ...next } });
  const absence = (id: string, change: (line: AbsenceLine) => AbsenceLine) => on({ absences: absences.map((line) => (line.id === id ? change(line) : line)) });
  const evp = (key: string, change: (line: EvpLine) => EvpLine) => on({ evps: inEvpGroupOf(evps, key, (group) => group.map((line) => (line.key === key ? change(line) : line))) });
  switch (action.type) {
    case 'absence_active':
      return on({ absences: setLineActive(absences, action.id, action.active) });
    case 'absence_unit':
      return absence(action.id, (line) => ({ ...line, unit: action.unit }));
    case 'absence_code':
      return absence(action.id, (line) => ({ ...line, code: action.code }));
    case 'absence_as_evp':
      return on({ absences: setAsEvp(absences, action.id, action.asEvp) });
    case 'absence_duplicate':
      return on({ absences: duplicateLine(absences, action.id) });
    case 'absence_delete_duplicate':
      return on({ absences: deleteDuplicate(absences, action.id) });
    case 'evp_active':
      return on({ evps: inEvpGroupOf(evps, action.key, (group) => setLineActive(group, action.key, action.active)) });
    case 'evp_code':
      return evp(action.key, (line) => ({ ...line, code: action.code }));
    case 'evp_counter_type':
      return on({ evps: inEvpGroupOf(evps, action.key, (group) => setCounterType(group, action.key, action.counterType)) });
    case 'evp_duplicate':
      return on({ evps: inEvpGroupOf(evps, action.key, (group) => duplicateLine(group, action.key)) });
    case 'evp_delete_duplicate':
      return on({ evps: inEvpGroupOf(evps, action.key, (group) => deleteDuplicate(group, action.key)) });
  }
}

/** §9: Quadratus absences default to "hours and days" (stored as hours) when a line has no unit the software knows. */
function absencesFor(kind: SoftwareKind | null, absences: readonly AbsenceLine[]): AbsenceLine[] {
  const sorted = sortAbsences(absences);
  if (kind !== 'quadratus') return sorted;
  return sorted.map((line) => (line.unit === 'none' || line.unit === 'days' || line.unit === 'minutes' || line.unit === 'hours' ? line : { ...line, unit: QUADRATUS_DEFAULT_ABSENCE_UNIT }));
}

const sourceChanged = (state: WizardState, next: Partial<WizardState>): WizardState => ({
  ...state,
  ...next,
  // another source: the lines and settings come again from it
  loaded: { basic_data: false, absences: false, evps: false },
});

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next': {
      if (!canGoNext(state) || state.index >= state.stages.length - 1) return state;
      return { ...state, index: state.index + 1, pending: fetchesOnLeaving(state) };
    }
    case 'back':
      return state.index > 0 ? { ...state, index: state.index - 1 } : state;
    case 'jump':
      return canJumpTo(state, action.index) ? { ...state, index: action.index } : state;
    case 'set_shop':
      return action.shopId === state.shopId ? state : sourceChanged(state, { shopId: action.shopId });
    case 'set_create_method':
      return action.method === state.createMethod ? state : sourceChanged(state, { createMethod: action.method, form: DEFAULT_FORM, softwareKind: null });
    case 'select_integration':
      return action.id === state.selectedIntegrationId ? state : sourceChanged(state, { selectedIntegrationId: action.id });
    case 'set_software': {
      // §4.1: changing the software resets the format and separator (Silae .CSV ',', Quadratus .TXT ':')
      const defaults = action.reset ? softwareDefaults(action.kind) : {};
      return {
        ...state,
        softwareKind: action.kind,
        form: { ...state.form, payroll_software: action.id, ...defaults, absences: absencesFor(action.kind, state.form.absences) },
      };
    }
    case 'set_field':
      return { ...state, form: { ...state.form, [action.field]: action.value } };
    case 'loaded_basic_data': {
      const shops = action.data.shops_with_same_int_key;
      return {
        ...state,
        form: basicForm(state.form, action.data),
        softwareKind: action.softwareKind ?? state.softwareKind,
        bulkShops: action.data.bulk_update && Array.isArray(shops) ? shops.length : 0,
        loaded: { ...state.loaded, basic_data: true },
        pending: state.pending.filter((fetch) => fetch !== 'basic_data'),
      };
    }
    case 'loaded_absences':
      return {
        ...state,
        form: { ...state.form, absences: absencesFor(state.softwareKind, action.absences) },
        loaded: { ...state.loaded, absences: true },
        pending: state.pending.filter((fetch) => fetch !== 'absences'),
      };
    case 'loaded_evps':
      return {
        ...state,
        // §4.1: an EVP with a code and no counter type gets 'all'
        form: { ...state.form, evps: loadEvps(groupEvps(action.evps)) },
        loaded: { ...state.loaded, evps: true },
        pending: state.pending.filter((fetch) => fetch !== 'evps'),
      };
    case 'fetch_failed':
      // §8: the toast says it; the wizard goes back to where the fetch was asked, so Next tries again
      return { ...state, pending: [], index: state.pending.length > 0 && state.index > 0 && action.fetch !== 'basic_data' ? state.index - 1 : state.index };
    case 'file_reading':
      return { ...state, reading: true, fileErrors: [] };
    case 'file_read':
      return { ...state, reading: false, form: { ...state.form, config_json: action.config } };
    case 'file_errors':
      return { ...state, reading: false, fileErrors: action.errors };
    case 'bulk_refused':
      // §4.1: refusing the bulk update returns to the first stage
      return { ...state, index: 0 };
    default:
      return lines(state, action);
  }
}

/** §3.1, §4.1: the settings the wizard saves, normalised by the rules the server applies too. */
export function submittedSettings(state: WizardState): PayConfigSettings {
  const input: PayConfigInput = { ...state.form, payroll_software: state.form.payroll_software ?? 0 };
  return normalisePayConfig(input, { isCreate: state.mode === 'create', softwareKind: state.softwareKind ?? undefined });
}

/** §4.1: an update of a config other shops share asks first, naming how many shops it changes. */
export const needsBulkConfirmation = (state: WizardState) => state.mode === 'update' && state.bulkShops > 0;

/**
 * §8: a create or update refused because of the uploaded config: the text after 'Request body has failed the
 * validation:' split on ' - ', the parts holding 'has failed the following constraints:', without repeats. Empty
 * when the message is another refusal.
 */
export function configConstraints(message: string | null | undefined): string[] {
  const at = message?.indexOf(VALIDATION_FAILURE_MARKER) ?? -1;
  if (!message || at < 0) return [];
  const parts = message
    .slice(at + VALIDATION_FAILURE_MARKER.length)
    .split(' - ')
    .map((part) => part.trim())
    .filter((part) => part.includes(CONSTRAINT_MARKER));
  return [...new Set(parts)];
}
