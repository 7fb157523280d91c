/** The table on a narrow screen: the buttons that open the game log and the equipment. */
export const drawer = {
  'drawer.tabs': 'Game log, chat and equipment',
  'drawer.usable_one': '{count} usable now',
  'drawer.usable_other': '{count} usable now',
};
