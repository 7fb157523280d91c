/** Each language's every text, the first load's and the parts' together, as the tests read them. */
import type { MessageKey } from '../src/i18n/en';
import { en as enCore } from '../src/i18n/en';
import { learn as enLearn } from '../src/i18n/en/learn';
import { missionRules as enMissionRules } from '../src/i18n/en/mission-rules';
import { rules as enRules } from '../src/i18n/en/rules';
import { fr as frCore } from '../src/i18n/fr';
import { learn as frLearn } from '../src/i18n/fr/learn';
import { missionRules as frMissionRules } from '../src/i18n/fr/mission-rules';
import { rules as frRules } from '../src/i18n/fr/rules';
import { nl as nlCore } from '../src/i18n/nl';
import { learn as nlLearn } from '../src/i18n/nl/learn';
import { missionRules as nlMissionRules } from '../src/i18n/nl/mission-rules';
import { rules as nlRules } from '../src/i18n/nl/rules';
import { vi as viCore } from '../src/i18n/vi';
import { learn as viLearn } from '../src/i18n/vi/learn';
import { missionRules as viMissionRules } from '../src/i18n/vi/mission-rules';
import { rules as viRules } from '../src/i18n/vi/rules';

type Complete = Readonly<Record<MessageKey, string>>;

export const en: Complete = { ...enCore, ...enRules, ...enLearn, ...enMissionRules };
export const fr: Complete = { ...frCore, ...frRules, ...frLearn, ...frMissionRules };
export const nl: Complete = { ...nlCore, ...nlRules, ...nlLearn, ...nlMissionRules };
export const vi: Complete = { ...viCore, ...viRules, ...viLearn, ...viMissionRules };
