// eBay's category facts the emulator holds beside the EBAY_US tree of @baykit/spec/categories: the eBay Motors tree
// (no public dump of it exists, so a selection), and the EBAY_US leaves the emulator holds listing rules for
// (./category-rules.ts).
//
// Sources (facts only: ids, names and parent relations):
// - EBAY_MOTORS_US, category tree 100 (eBay Motors has its own hierarchy: developer.ebay.com/api-docs/user-guides/
//   static/trading-user-guide/ebay-motors-categories.html): the Parts & Accessories categories named in eBay's own
//   Browse answers saved in github.com/bryan-ilman-on-github/ebay-category-analyzer
//   `packages/api/data/category_6000.json` and github.com/gaurav-arun/ebay-alerts `ebay_mock/sample_response_100*.py`
//   (commit 469778e).
// - The EBAY_US leaves with rules: the 564 leaves of the emulator's earlier selection of the US tree (every one of
//   them is a leaf of version 134 with the same parent and name), across the 34 top-level categories.

/** A category row: id, parent id ('0' for a top-level category), name. */
export type CategoryRow = readonly [categoryId: string, parentId: string, categoryName: string];

/** The EBAY_US leaves whose aspects and conditions ./category-rules.ts holds, in tree order. */
export const US_RULED_LEAF_IDS: ReadonlySet<string> = new Set(
  [
    '22422 23048 12 1217 37978 261588 552 262051 2211 28009 360 553 554 20158 551 156196 100982 1261 37631 48757',
    '29223 29792 261186 118254 280 109490 183948 42904 260411 119111 42905 183947 26217 183945 183940 55805 26261',
    '11724 179697 4684 31388 150044 45089 27432 43304 58543 166030 132297 20357 123422 88468 20349 123417 20373',
    '80077 43307 48571 96991 35190 42425 179406 58540 68030 122962 48677 146504 9355 136699 45065 175744 38331',
    '178893 182073 57988 11483 57989 15689 11510 11511 3001 11484 15690 11507 15709 11498 24087 53120 11504 11505',
    '169291 63862 63861 11554 3009 169001 260011 63863 11555 63864 63865 63866 63867 53159 169305 21092 875',
    '165254 165255 165266 21097 171180 18789 1529 171182 144062 259115 259114 3984 259113 151093 99961 1462',
    '261596 13831 261598 261599 86920 261600 13837 4062 261601 261611 261612 261613 4043 73500 261622 261623',
    '261624 73467 261625 47499 86916 261626 261627 171172 261628 261629 261630 261631 73507 262050 165494 167992',
    '165554 165555 165556 259144 39630 165564 261650 168047 4089 165659 165660 1437 165662 125 1438 29490 1440',
    '165664 60811 262044 86696 366 157026 413 171196 594 38039 44 38041 112485 4117 133 73563 171195 73564 38052',
    '75512 73565 38053 4120 18790 14081 601 156530 598 170077 14082 156531 4154 171199 168052 4155 35993 18791',
    '599 258032 61816 175710 101270 58297 44996 67262 44999 45002 61840 99269 11183 175709 44995 111422 177 3516',
    '259696 162 180235 171485 259701 48618 172011 79845 175729 88758 79846 116852 48619 50602 175837 111694',
    '260318 184618 112529 15054 15053 15056 96954 109256 48626 163769 73839 178894 168058 163829 73335 156955',
    '168105 1498 14935 183070 183071 183073 183068 183072 183069 184645 28162 75576 2440 2312 45101 88433 102553',
    '20924 172010 176950 172009 31411 172036 1277 74996 180922 260790 260791 180921 180923 31773 31774 50102',
    '50101 180919 180920 31776 62706 258026 179834 79631 103430 183320 103431 48319 20480 262980 3199 22653 20487',
    '54235 107578 114397 34386 179690 131579 88057 131598 131588 38199 20490 31601 183322 175754 38208 20488',
    '38204 125085 32878 160038 177746 259621 262994 300 259342 79656 20618 42146 20614 20696 115753 260157 178050',
    '178051 43420 178052 178053 20636 43421 20649 46282 178054 177070 260147 260148 178055 122939 134727 260149',
    '178056 115997 50419 260150 134728 20633 20642 98853 178057 54122 20651 178058 20641 177007 20644 177008',
    '46284 116005 260151 20647 46285 98852 177014 20669 177751 20670 27552 169181 169180 133704 122929 133701',
    '170416 122928 260310 66749 20680 185032 185013 32883 20673 185033 168754 20675 184667 184668 121848 99633',
    '20676 150139 20677 66751 159903 150140 20685 122931 66752 260311 99643 122932 134674 20681 20672 170730',
    '184971 260155 178063 133705 122930 77285 69221 168763 122933 176937 117503 20708 112581 20706 260153 20705',
    '20702 116022 116880 181076 20563 260231 260232 171208 11704 260199 50382 260200 179686 260201 260636 260202',
    '260219 260203 260204 260205 260206 260207 177001 75680 260208 260209 42290 260220 20585 260060 103459 45515',
    '103458 66799 260061 175757 159913 261986 262022 261997 262023 260326 3937 31387 51020 617 63821 381 262053',
    '41676 132975 309 52554 52473 176984 176983 262054 618 176985 22966 33021 4713 181221 119544 33034 38072',
    '47067 181220 621 181219 159948 182150 308 52555 177801 259318 301 116391 1285 259319 48760 262365 170129',
    '15825 15841 94825 1607 12605 15897 47131 317 310 50115 56080 170137 173634 1306 178892 170591 173633 173635',
    '170594 183448 19006 183449 263012 263011 263015 58799 3253 164802 147399 16078 16123 16080 1310 98982 183477',
    '182174 260000 182175 156597 171833 156595 139971 38583 139973',
  ]
    .join(' ')
    .split(' '),
);

/** EBAY_MOTORS_US (tree 100): eBay Motors > Parts & Accessories and its neighbours, parents before children. */
export const MOTORS_CATEGORY_ROWS: readonly CategoryRow[] = [
  ['6000', '0', 'eBay Motors'],
  ['6028', '6000', 'Parts & Accessories'],
  ['6030', '6028', 'Car & Truck Parts & Accessories'],
  ['33637', '6030', 'Exterior Parts & Accessories'],
  ['14769', '33637', 'Other Exterior Parts & Accessories'],
  ['180143', '6030', 'Towing Parts & Accessories'],
  ['49759', '6028', 'RV, Trailer & Camper Parts & Accessories'],
  ['25621', '49759', 'Other RV, Trailer & Camper Parts & Accessories'],
  ['25622', '6028', 'Motorcycle Maintenance, Stands & Towing'],
  ['25645', '25622', 'Other Motorcycle Maintenance, Stands & Towing'],
  ['33549', '6030', 'Air & Fuel Delivery'],
  ['262070', '33549', 'Fuel Injection Parts'],
  ['33612', '6030', 'Engines & Engine Parts'],
  ['262138', '33612', 'Valvetrain Components'],
  ['262145', '33637', 'Bumpers & Components'],
  ['262147', '33637', 'Doors, Trunk Lids & Hatches'],
  ['33743', '6030', 'Wheels, Tires & Parts'],
  ['262263', '33743', 'Wheel Hub Caps, Center Caps & Trim Rings'],
  ['262264', '33743', 'Wheel & Tire Accessories'],
  ['43962', '6028', 'ATV, Side-by-Side & UTV Parts & Accessories'],
  ['263179', '43962', 'Towing, Recovery & Accessories'],
  ['33551', '33549', 'Carburetor Parts'],
  ['33553', '262070', 'Additional Fuel Injection Parts'],
  ['33554', '262070', 'Fuel Injectors'],
  ['33555', '33549', 'Fuel Pumps & Sending Units'],
  ['33557', '33549', 'Air Intake & Fuel Sensors'],
  ['33559', '6030', 'Brakes & Brake Parts'],
  ['33564', '33559', 'Brake Disc Rotors'],
  ['33572', '6030', 'Starters, Alternators, ECUs & Wiring'],
  ['33578', '33572', 'Other Starters, Alternators, ECUs & Wiring'],
  ['33579', '6030', 'Steering & Suspension'],
  ['33589', '33579', 'Gearboxes, Rack & Pinions'],
  ['33590', '33579', 'Shocks, Struts & Assemblies'],
  ['33596', '33572', 'ECUs & Computer Modules'],
  ['33599', '6030', 'Engine Cooling Components'],
  ['33602', '33599', 'Radiators'],
  ['33604', '33599', 'Water Pumps'],
  ['33605', '6030', 'Exhaust & Emission Systems'],
  ['33614', '262138', 'Camshafts'],
  ['33622', '33612', 'Oil Drain Plugs, Filler Caps & Dipsticks'],
  ['33629', '33605', 'Catalytic Converters'],
  ['33634', '33605', 'Clamps, Flanges, Hangers & Hardware'],
  ['33640', '262145', 'Bumpers & Reinforcements'],
  ['33645', '33637', 'Grilles'],
  ['33647', '262147', 'Liftgates'],
  ['33653', '180143', 'Trailer Hitches'],
  ['33654', '33637', 'Body Moldings & Trims'],
  ['33660', '33549', 'Fuel Filters'],
  ['33661', '33612', 'Oil Filters'],
  ['33694', '6030', 'Interior Parts & Accessories'],
  ['33672', '33694', 'Gauges'],
  ['33675', '33672', 'Instrument Clusters'],
  ['33683', '33637', 'Glass & Window Parts'],
  ['33684', '33683', 'Auto Glass'],
  ['33687', '6030', 'Ignition Systems & Components'],
  ['33691', '33687', 'Ignition Kits'],
  ['33705', '33694', 'Trim'],
  ['33707', '6030', 'Lighting & Lamps'],
  ['33710', '33707', 'Headlight Assemblies'],
  ['33712', '33707', 'Interior Light Assemblies'],
  ['33716', '33707', 'Tail Light Assemblies'],
  ['33726', '6030', 'Transmission & Drivetrain'],
  ['33727', '33726', 'Automatic Transmission Parts'],
  ['33744', '262263', 'Wheel Hub Caps & Trim Rings'],
  ['33746', '262264', 'Other Tire Accessories'],
  ['33747', '33743', 'Valve Stems & Caps'],
  ['34998', '6000', 'Automotive Tools & Supplies'],
  ['43985', '34998', 'Air Tools'],
  ['34999', '43985', 'Other Automotive Air Tools'],
  ['43984', '263179', 'Winches'],
  ['46102', '33694', 'Sun Visors'],
  ['6755', '6028', 'Other'],
  ['9886', '6030', 'Other Car & Truck Parts & Accessories'],
];
