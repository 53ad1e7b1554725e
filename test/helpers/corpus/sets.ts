import { generateCorpus } from '../pdf-corpus.js';
import { generateExtraDevelopmentCorpus } from './development-extra.js';
import { generateFieldDevelopmentCorpus } from './development-field.js';
import { generateMoreDevelopmentCorpus } from './development-more.js';
import { generateBlindHeldOutCorpus } from './heldout-blind/index.js';
import { generateSecondBlindHeldOutCorpus } from './heldout-blind2/index.js';
import { generateThirdBlindHeldOutCorpus } from './heldout-blind3/index.js';
import { generateFourthBlindHeldOutCorpus } from './heldout-blind4/index.js';
import { generateFifthBlindHeldOutCorpus } from './heldout-blind5/index.js';
import { generateSixthBlindHeldOutCorpus } from './heldout-blind6/index.js';
import { generateSeventhBlindHeldOutCorpus } from './heldout-blind7/index.js';
import { generateEighthBlindHeldOutCorpus } from './heldout-blind8/index.js';
import { generateNinthBlindHeldOutCorpus } from './heldout-blind9/index.js';
import { generateTenthBlindHeldOutCorpus } from './heldout-blind10/index.js';
import { generateEleventhBlindHeldOutCorpus } from './heldout-blind11/index.js';
import { generateTwelfthBlindHeldOutCorpus } from './heldout-blind12/index.js';
import { generateThirteenthBlindHeldOutCorpus } from './heldout-blind13/index.js';
import { generateFourteenthBlindHeldOutCorpus } from './heldout-blind14/index.js';
import { generateFifteenthBlindHeldOutCorpus } from './heldout-blind15/index.js';
import { generateSixteenthBlindHeldOutCorpus } from './heldout-blind16/index.js';
import { generateSeventeenthBlindHeldOutCorpus } from './heldout-blind17/index.js';
import { generateEighteenthBlindHeldOutCorpus } from './heldout-blind18/index.js';
import { generateNineteenthBlindHeldOutCorpus } from './heldout-blind19/index.js';
import { generateTwentiethBlindHeldOutCorpus } from './heldout-blind20/index.js';
import { generateTwentyFirstBlindHeldOutCorpus } from './heldout-blind21/index.js';
import { generateTwentySecondBlindHeldOutCorpus } from './heldout-blind22/index.js';
import { generateTwentyThirdBlindHeldOutCorpus } from './heldout-blind23/index.js';
import { generateFreshHeldOutCorpus } from './heldout-fresh/index.js';
import { generateHeldOutCorpus } from './heldout/index.js';
import type { CorpusDocument } from './types.js';

/**
 * The two sets the reader is measured on (docs/document-extraction.md#measuring-it): the
 * development set, looked at while tuning, and the held-out set, written apart and only scored.
 */
export type CorpusSet = 'development' | 'heldout' | 'heldout-fresh' | 'heldout-blind' | 'heldout-blind2' | 'heldout-blind3' | 'heldout-blind4' | 'heldout-blind5' | 'heldout-blind6' | 'heldout-blind7' | 'heldout-blind8' | 'heldout-blind9' | 'heldout-blind10' | 'heldout-blind11' | 'heldout-blind12' | 'heldout-blind13' | 'heldout-blind14' | 'heldout-blind15' | 'heldout-blind16' | 'heldout-blind17' | 'heldout-blind18' | 'heldout-blind19' | 'heldout-blind20' | 'heldout-blind21' | 'heldout-blind22' | 'heldout-blind23';

export async function developmentCorpus(): Promise<CorpusDocument[]> {
  return [
    ...(await generateCorpus()),
    ...(await generateExtraDevelopmentCorpus()),
    ...(await generateMoreDevelopmentCorpus()),
    ...(await generateFieldDevelopmentCorpus()),
  ];
}

export function heldOutCorpus(): Promise<CorpusDocument[]> {
  return generateHeldOutCorpus();
}

/**
 * A second held-out set, written apart at the end of the tuning and scored once: the first one
 * was scored many times while tuning (docs/document-extraction.md#measuring-it).
 */
export function freshHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateFreshHeldOutCorpus();
}

/**
 * A third held-out set, written blind (by someone who read neither the reader nor the other
 * corpora) after the tuning, and scored once by whoever coordinates the work
 * (docs/document-extraction.md#measuring-it).
 */
export function blindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateBlindHeldOutCorpus();
}

/**
 * A fourth held-out set, written blind like the third (other trades, other suppliers, other
 * prints), and scored once by whoever coordinates the work (docs/document-extraction.md#measuring-it).
 */
export function secondBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateSecondBlindHeldOutCorpus();
}

/**
 * A fifth held-out set, written blind like the third and fourth (other trades, other suppliers,
 * other prints), and scored once by whoever coordinates the work, only on request
 * (docs/document-extraction.md#measuring-it).
 */
export function thirdBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateThirdBlindHeldOutCorpus();
}

/**
 * A sixth held-out set, written blind like the three before it (other trades, other suppliers,
 * other prints, its own drawing kit), and scored once by whoever coordinates the work, only on
 * request (docs/document-extraction.md#measuring-it).
 */
export function fourthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateFourthBlindHeldOutCorpus();
}

/**
 * A seventh held-out set, written blind like the four before it (other trades, other suppliers,
 * other prints, its own drawing kit), and scored once by whoever coordinates the work, only on
 * request (docs/document-extraction.md#measuring-it).
 */
export function fifthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateFifthBlindHeldOutCorpus();
}

/**
 * An eighth held-out set, written blind like the five before it (other trades, other suppliers,
 * other prints, its own drawing kit), and scored once by whoever coordinates the work, only on
 * request (docs/document-extraction.md#measuring-it).
 */
export function sixthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateSixthBlindHeldOutCorpus();
}

/**
 * A ninth held-out set, written blind like the six before it (finishing and service trades, other
 * suppliers, other prints, its own drawing kit), and scored once by whoever coordinates the work,
 * only on request (docs/document-extraction.md#measuring-it).
 */
export function seventhBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateSeventhBlindHeldOutCorpus();
}

/**
 * A tenth held-out set, written blind like the blind sets before it (other trades — structural,
 * earthworks and utilities —, other suppliers, other prints, its own drawing kit), and scored
 * once by whoever coordinates the work, only on request (docs/document-extraction.md#measuring-it).
 */
export function eighthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateEighthBlindHeldOutCorpus();
}

/**
 * An eleventh held-out set, written blind like the blind sets before it (site services and plant —
 * hoists, temporary power, hoarding, dewatering, asbestos removal, site water, control offices —,
 * other suppliers, other prints, its own drawing kit), and scored once by whoever coordinates the
 * work, only on request (docs/document-extraction.md#measuring-it).
 */
export function ninthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateNinthBlindHeldOutCorpus();
}

/**
 * A twelfth held-out set, written blind like the blind sets before it (renovation and heritage
 * trades: asbestos removal, structural timber, stained glass, forges, lime renders, heritage
 * consultants, shoring, dry stone, rammed earth, bells; slate, hydraulic tiles, reclaimed and
 * conservation materials, castings, lead and copper), its own drawing kit, and scored once by
 * whoever coordinates the work, only on request (docs/document-extraction.md#measuring-it).
 */
export function tenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateTenthBlindHeldOutCorpus();
}

/**
 * A thirteenth held-out set, written blind like the blind sets before it (building services:
 * ventilation with heat recovery, home automation, water treatment, pressure sets, door entry,
 * legalisation of installations, heat metering, kitchen extraction, CCTV and alarms, rainwater
 * reuse; switchboards, grilles, flues, softener salt, radiators, polyethylene tanks), its own
 * drawing kit, and scored once by whoever coordinates the work, only on request
 * (docs/document-extraction.md#measuring-it).
 */
export function eleventhBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateEleventhBlindHeldOutCorpus();
}

/**
 * A fourteenth held-out set, written blind like the blind sets before it (landscaping and urban
 * works: street furniture, granite kerbs and paving, tree surgery, hydroseeding, decking and
 * pergolas, a landscape architect's fees, playgrounds, green roofs, public lighting, fountains;
 * artificial turf, decorative gravel and bark, fertilisers, rubber surfacing, composite decking,
 * garden machinery), its own drawing kit, and scored once by whoever coordinates the work, only on
 * request (docs/document-extraction.md#measuring-it).
 */
export function twelfthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateTwelfthBlindHeldOutCorpus();
}

/**
 * A fifteenth held-out set, written blind like the blind sets before it (industrial building and
 * logistics trades: sandwich-panel cladding, industrial doors and dock levellers, overhead cranes,
 * steel racking, a structural engineer's fees, anti-static floors, prefabricated concrete
 * warehouses, skylights, industrial drainage, compressed-air networks; panel factories, racking
 * parts, dock spare parts, floor materials, fire-stopping materials, polycarbonate sheets), its own
 * drawing kit, and scored once by whoever coordinates the work, only on request
 * (docs/document-extraction.md#measuring-it).
 */
export function thirteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateThirteenthBlindHeldOutCorpus();
}

/**
 * A sixteenth held-out set, written blind like the blind sets before it (interior fit-out and
 * furnishing of the buildings handed over: shower screens, built-in wardrobes, household
 * appliances for developers, community mailboxes, home staging of show flats, kitchen worktops,
 * master-keyed locks, carpets, insect screens, fireplaces; bathroom furniture, interior doors,
 * curtains, mirrors and glass, wardrobe fittings), its own drawing kit, and scored once by whoever
 * coordinates the work, only on request (docs/document-extraction.md#measuring-it).
 */
export function fourteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateFourteenthBlindHeldOutCorpus();
}

/**
 * The fifteenth blind set, written blind like the blind sets before it (technical and
 * professional services and the supplies a builder buys around a job: plant repair workshops,
 * instrument calibration, a construction lawyer's fees, crews' lodging, a temporary work agency,
 * environmental monitoring, site welders and weld inspection, time-lapse and progress photography,
 * van renting, site-office IT; tyres, welding consumables, setting-out supplies, stationery, plant
 * spare parts, diamond tools), its own drawing kit, and scored once by whoever coordinates the
 * work, only on request (docs/document-extraction.md#measuring-it).
 */
export function fifteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateFifteenthBlindHeldOutCorpus();
}

/**
 * The sixteenth blind set, written blind like the blind sets before it (civil and public works:
 * tunnelling certifications, drilling and blasting, railway track and welds, corrugated steel
 * culverts, maritime works, slipformed kerbs and ditches, traffic signals, mobile crushing, noise
 * barriers, bridge launching; explosives, railway sleepers, tunnel support, de-icing salt, tunnel
 * ventilation, port fenders), its own drawing kit, and scored once by whoever coordinates the
 * work, only on request (docs/document-extraction.md#measuring-it).
 */
export function sixteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateSixteenthBlindHeldOutCorpus();
}

/**
 * The seventeenth blind set, written blind like the blind sets before it (leisure, sports and
 * hospitality fit-outs: saunas and spas, commercial kitchens and cold rooms, stage machinery and
 * auditorium seats, gym fit-outs, bowling alleys, padel and tennis courts, climbing walls, scenic
 * and acoustic consultants' fees, telescopic grandstands, scoreboards and timing; fitness
 * equipment, sauna supplies, hotel and catering supplies, stage textiles, sports-hall equipment,
 * sound and lighting gear), its own drawing kit, and scored once by whoever coordinates the work,
 * only on request (docs/document-extraction.md#measuring-it).
 */
export function seventeenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateSeventeenthBlindHeldOutCorpus();
}

/**
 * The eighteenth blind set, written blind like the blind sets before it (agricultural, rural and
 * energy works: multi-tunnel greenhouses, livestock buildings, milking parlours, grain silos, an
 * agricultural engineer's fees, solar-farm tracker piling, wind-farm civil works, electrical
 * substations, biomass boilers, rural tracks; greenhouse film, tracker steel, biomass fuel,
 * livestock fittings, earthing materials, wind-turbine foundation supplies), its own drawing kit,
 * and scored once by whoever coordinates the work, only on request
 * (docs/document-extraction.md#measuring-it).
 */
export function eighteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateEighteenthBlindHeldOutCorpus();
}

/**
 * The nineteenth blind set, written blind like the blind sets before it (heritage restoration and
 * specialised demolition: hydrodemolition, remote-controlled demolition robots, industrial
 * chimneys taken down, graffiti removal and anti-graffiti protection, altarpiece restoration and
 * gilding, underground tanks decommissioned, structural monitoring beside listed buildings,
 * dry-ice and laser cleaning of stone, masonry crack stitching, pre-demolition audits; expansive
 * demolition mortar, dust-suppression misting cannons, debris chutes and rubble bags, oxy-fuel
 * cutting gases, recycled aggregates, negative-pressure units and HEPA filters), its own drawing
 * kit, and scored once by whoever coordinates the work, only on request
 * (docs/document-extraction.md#measuring-it).
 */
export function nineteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateNineteenthBlindHeldOutCorpus();
}

/**
 * The twentieth blind set, written blind like the blind sets before it (industrial and logistics
 * buildings: steel mezzanine floors, conveyor and sortation systems, truck weighbridges, dust and
 * fume extraction, thermal insulation of industrial pipework, intralogistics consultants' fees,
 * large-diameter warehouse fans, cold-store refrigeration plants, fleet fuel stations, PVC strip
 * curtains and textile partitions; conveyor belting and rollers, refrigerants, weighing
 * electronics, filter bags, PVC strip rolls, busbar trunking), its own drawing kit, and scored
 * once by whoever coordinates the work, only on request (docs/document-extraction.md#measuring-it).
 */
export function twentiethBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateTwentiethBlindHeldOutCorpus();
}

/**
 * The twenty-first blind set, written blind like the blind sets before it (healthcare and
 * laboratory fit-outs: cleanrooms and modular clean partitions, medical gas pipelines, lead
 * shielding of X-ray rooms, hermetic doors, laboratory furniture and fume cupboards, nurse call,
 * pneumatic tube systems, a medical physicist's fees, sterilisation equipment, MRI RF shielding;
 * medical-gas materials, lead products, cleanroom supplies, laboratory worktops, nurse-call parts,
 * pneumatic-tube parts), its own drawing kit, and scored once by whoever coordinates the work, only
 * on request (docs/document-extraction.md#measuring-it).
 */
export function twentyFirstBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateTwentyFirstBlindHeldOutCorpus();
}

/**
 * The twenty-second blind set, written blind like the blind sets before it (maritime and port
 * works and agricultural buildings: marine piling from floating pontoons, hydrographic surveys,
 * underwater inspection and cathodic protection, workboat and barge hire, precast breakwater
 * armour units, marina pontoons, navigational aids, irrigation ponds, greenhouse climate and
 * fertigation, marine-grade steelwork; marine fixings, sacrificial anodes, diving supplies,
 * drip-irrigation supplies, greenhouse netting, tropical hardwood for quays), its own drawing kit,
 * and scored once by whoever coordinates the work, only on request
 * (docs/document-extraction.md#measuring-it).
 */
export function twentySecondBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateTwentySecondBlindHeldOutCorpus();
}

/**
 * The twenty-third blind set, written blind like the blind sets before it (lifts and hoists, fire
 * protection, photovoltaic installations, tower-crane and scaffolding hire, waterproofing
 * membranes, geotechnical drilling and soil testing with two professionals' IRPF, curtain walls,
 * landscaping and irrigation of public spaces, road signage and markings, asbestos removal;
 * ready-mix concrete tickets, rebar, insulation panels, paint, electrical cable, ceramic tiles),
 * many of its prints ERP-style with header data or totals in white on dark bands, its own drawing
 * kit, and scored once by whoever coordinates the work, only on request
 * (docs/document-extraction.md#measuring-it).
 */
export function twentyThirdBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return generateTwentyThirdBlindHeldOutCorpus();
}

export function corpusOf(set: CorpusSet): Promise<CorpusDocument[]> {
  if (set === 'heldout') return heldOutCorpus();
  if (set === 'heldout-blind') return blindHeldOutCorpus();
  if (set === 'heldout-blind2') return secondBlindHeldOutCorpus();
  if (set === 'heldout-blind3') return thirdBlindHeldOutCorpus();
  if (set === 'heldout-blind4') return fourthBlindHeldOutCorpus();
  if (set === 'heldout-blind5') return fifthBlindHeldOutCorpus();
  if (set === 'heldout-blind6') return sixthBlindHeldOutCorpus();
  if (set === 'heldout-blind7') return seventhBlindHeldOutCorpus();
  if (set === 'heldout-blind8') return eighthBlindHeldOutCorpus();
  if (set === 'heldout-blind9') return ninthBlindHeldOutCorpus();
  if (set === 'heldout-blind10') return tenthBlindHeldOutCorpus();
  if (set === 'heldout-blind11') return eleventhBlindHeldOutCorpus();
  if (set === 'heldout-blind12') return twelfthBlindHeldOutCorpus();
  if (set === 'heldout-blind13') return thirteenthBlindHeldOutCorpus();
  if (set === 'heldout-blind14') return fourteenthBlindHeldOutCorpus();
  if (set === 'heldout-blind15') return fifteenthBlindHeldOutCorpus();
  if (set === 'heldout-blind16') return sixteenthBlindHeldOutCorpus();
  if (set === 'heldout-blind17') return seventeenthBlindHeldOutCorpus();
  if (set === 'heldout-blind18') return eighteenthBlindHeldOutCorpus();
  if (set === 'heldout-blind19') return nineteenthBlindHeldOutCorpus();
  if (set === 'heldout-blind20') return twentiethBlindHeldOutCorpus();
  if (set === 'heldout-blind21') return twentyFirstBlindHeldOutCorpus();
  if (set === 'heldout-blind22') return twentySecondBlindHeldOutCorpus();
  if (set === 'heldout-blind23') return twentyThirdBlindHeldOutCorpus();
  if (set === 'heldout-fresh') return freshHeldOutCorpus();
  return developmentCorpus();
}

/** At most `n` documents of each layout, in corpus order. */
export function perLayout(docs: CorpusDocument[], n: number): CorpusDocument[] {
  const seen = new Map<string, number>();
  return docs.filter((d) => {
    const count = seen.get(d.layout) ?? 0;
    seen.set(d.layout, count + 1);
    return count < n;
  });
}
