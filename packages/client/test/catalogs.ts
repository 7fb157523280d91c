/** Each language's every text, the first load's and the parts' together, as the tests read them. */
import type { MessageKey } from '../src/i18n/en';
import { en as enCore } from '../src/i18n/en';
import { campaign as enCampaign } from '../src/i18n/en/campaign';
import { home as enHome } from '../src/i18n/en/home';
import { replay as enReplay } from '../src/i18n/en/replay';
import { learn as enLearn } from '../src/i18n/en/learn';
import { missionRules as enMissionRules } from '../src/i18n/en/mission-rules';
import { rules as enRules } from '../src/i18n/en/rules';
import { fr as frCore } from '../src/i18n/fr';
import { campaign as frCampaign } from '../src/i18n/fr/campaign';
import { home as frHome } from '../src/i18n/fr/home';
import { replay as frReplay } from '../src/i18n/fr/replay';
import { learn as frLearn } from '../src/i18n/fr/learn';
import { missionRules as frMissionRules } from '../src/i18n/fr/mission-rules';
import { rules as frRules } from '../src/i18n/fr/rules';
import { nl as nlCore } from '../src/i18n/nl';
import { campaign as nlCampaign } from '../src/i18n/nl/campaign';
import { home as nlHome } from '../src/i18n/nl/home';
import { replay as nlReplay } from '../src/i18n/nl/replay';
import { learn as nlLearn } from '../src/i18n/nl/learn';
import { missionRules as nlMissionRules } from '../src/i18n/nl/mission-rules';
import { rules as nlRules } from '../src/i18n/nl/rules';
import { vi as viCore } from '../src/i18n/vi';
import { campaign as viCampaign } from '../src/i18n/vi/campaign';
import { home as viHome } from '../src/i18n/vi/home';
import { replay as viReplay } from '../src/i18n/vi/replay';
import { learn as viLearn } from '../src/i18n/vi/learn';
import { missionRules as viMissionRules } from '../src/i18n/vi/mission-rules';
import { rules as viRules } from '../src/i18n/vi/rules';

type Complete = Readonly<Record<MessageKey, string>>;

export const en: Complete = {
  ...enCore,
  ...enRules,
  ...enLearn,
  ...enMissionRules,
  ...enHome,
  ...enReplay,
  ...enCampaign,
};
export const fr: Complete = {
  ...frCore,
  ...frRules,
  ...frLearn,
  ...frMissionRules,
  ...frHome,
  ...frReplay,
  ...frCampaign,
};
export const nl: Complete = {
  ...nlCore,
  ...nlRules,
  ...nlLearn,
  ...nlMissionRules,
  ...nlHome,
  ...nlReplay,
  ...nlCampaign,
};
export const vi: Complete = {
  ...viCore,
  ...viRules,
  ...viLearn,
  ...viMissionRules,
  ...viHome,
  ...viReplay,
  ...viCampaign,
};
