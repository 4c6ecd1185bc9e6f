import { findCategory } from '../world/categories.js';
import { tradingListingFailures } from '../world/listing-rules.js';
import { text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';

/** A Listing Designer theme group (ThemeGroupType) of the emulator's fixed set. */
interface ThemeGroup {
  id: number;
  name: string;
  /** The group's themes, by ID and name. */
  themes: readonly (readonly [id: number, name: string])[];
}

/**
 * eBay's Listing Designer templates are data eBay holds, frozen since sellers lost them on 31 May 2020
 * (https://developer.ebay.com/devzone/xml/docs/reference/ebay/GetDescriptionTemplates.html): the emulator answers a
 * small fixed set of its own (the README says so). The groups are the kinds eBay's DescriptionTemplateType names
 * (Holiday/Seasonal, Special Events, Patterns/Textures); the IDs and theme names are the emulator's.
 */
const LAYOUTS: readonly (readonly [id: number, name: string])[] = [
  [1, 'Standard'],
  [2, 'Photo on the left'],
  [3, 'Photo on the right'],
];
const THEME_GROUPS: readonly ThemeGroup[] = [
  { id: 10, name: 'Holiday/Seasonal', themes: [[101, 'Winter Holidays']] },
  { id: 20, name: 'Special Events', themes: [[201, 'Birthday']] },
  {
    id: 30,
    name: 'Patterns/Textures',
    themes: [
      [301, 'Stripes'],
      [302, 'Wood Grain'],
    ],
  },
];
/** Motor vehicle templates: eBay offers them on eBay Motors US (site 100) and Canada in English (site 2) only. */
const MOTORS_THEME_GROUPS: readonly ThemeGroup[] = [{ id: 40, name: 'Motors', themes: [[401, 'Showroom']] }];
const MOTORS_SITES: ReadonlySet<string> = new Set(['100', '2']);

/** When every template of the set last changed: the day Listing Designer was frozen. */
const TEMPLATES_MODIFIED = Date.UTC(2020, 4, 31);

/**
 * GetDescriptionTemplates: the Listing Designer layouts and themes (a fixed set, see above), for motor vehicles when
 * `MotorVehicles` is true (which overrides `CategoryID`), else for other categories; a `CategoryID` must name a
 * category (error 107 otherwise). `LastModifiedTime` after the set's last change leaves nothing to answer.
 */
export const getDescriptionTemplates: TradingCall = ({ fields, siteId }) => {
  const motors = fields.MotorVehicles === undefined ? undefined : /^(true|1)$/i.test(text(fields.MotorVehicles));
  const categoryId = text(fields.CategoryID).trim();
  if (motors === undefined && categoryId && !findCategory(categoryId)) {
    return { ok: false, failures: tradingListingFailures([{ rule: 'category-unknown', categoryId }]) };
  }
  const since = fields.LastModifiedTime === undefined ? undefined : Date.parse(text(fields.LastModifiedTime));
  if (since !== undefined && Number.isNaN(since)) return invalidField('LastModifiedTime');
  const changed = since === undefined || TEMPLATES_MODIFIED >= since;
  const groups = !changed ? [] : motors ? (MOTORS_SITES.has(siteId.trim()) ? MOTORS_THEME_GROUPS : []) : THEME_GROUPS;
  const layouts = changed && (!motors || groups.length) ? LAYOUTS : [];
  const themes = groups.flatMap((group) => group.themes.map(([id, name]) => ({ group, id, name })));
  return success({
    DescriptionTemplate: [
      ...layouts.map(([id, name]) => ({ ID: String(id), Name: name, Type: 'Layout' })),
      ...themes.map(({ group, id, name }) => ({
        GroupID: String(group.id),
        ID: String(id),
        Name: name,
        Type: 'Theme',
      })),
    ],
    LayoutTotal: String(layouts.length),
    ThemeGroup: groups.map((group) => ({
      GroupID: String(group.id),
      GroupName: group.name,
      ThemeID: group.themes.map(([id]) => String(id)),
      ThemeTotal: String(group.themes.length),
    })),
    ThemeTotal: String(themes.length),
  });
};
