import { fold } from './text-fold.js';

/**
 * Given names common among Spain's self-employed: Spanish, Catalan, Galician and Basque ones, and
 * those of the countries most of the foreign-born self-employed come from (Romania, Morocco,
 * Latin America, Poland, Ukraine, Bulgaria, Portugal). Folded (`Iñaki` → `inaki`). A line of
 * capitalised words that starts with one is a person's name rather than a trade's tagline
 * (`SOLDADURA ALUMINOTÉRMICA DE CARRIL` under `IONUT POPESCU`); the list only breaks that tie
 * (docs/document-extraction.md#seller-and-customer).
 */
const GIVEN_NAMES = new Set(
  (
    // Spanish, men
    'antonio jose manuel francisco david juan javier daniel jesus carlos alejandro miguel rafael pedro pablo angel sergio ' +
    'fernando jorge luis alberto alvaro adrian diego raul enrique ramon vicente ivan ruben oscar andres joaquin santiago ' +
    'eduardo victor roberto jaime mario ignacio alfonso salvador ricardo marcos emilio julian julio guillermo gabriel tomas ' +
    'agustin gonzalo felix hugo nicolas martin samuel ismael cristian lorenzo cesar domingo benito esteban mariano felipe ' +
    'gregorio jacinto leandro marcelino matias rodrigo sebastian teodoro valentin aurelio bernardo ceferino eusebio ' +
    'fermin gerardo gustavo hector inocencio isidro lucas norberto patricio pascual segundo severino silvestre ' +
    'modesto nemesio jonathan kevin eloy borja inigo unai aitor iker mikel jon asier gorka josu koldo xabier inaki ' +
    'ander ibai julen endika ' +
    // Spanish, women
    'maria carmen ana isabel laura cristina marta dolores lucia pilar elena sara paula rosa raquel manuela mercedes ' +
    'beatriz nuria silvia julia irene patricia montserrat rocio andrea monica alba teresa sonia encarnacion sandra ' +
    'angela alicia marina susana natalia yolanda margarita claudia eva ines noelia esther veronica carla sofia ' +
    'inmaculada nerea amparo lorena victoria josefa angeles rosario concepcion antonia francisca luisa gloria lidia ' +
    'miriam ainhoa begona itziar nekane leire amaia maite edurne arantxa idoia olatz consuelo remedios milagros ' +
    'soledad asuncion emilia adela aurora celia clara diana estefania eugenia fatima gema guadalupe jessica judith ' +
    'lourdes macarena magdalena matilde nieves olga purificacion ramona regina rebeca reyes virginia vanesa ' +
    'tamara trinidad estela eulalia ' +
    // Catalan and Galician
    'jordi josep joan pere pau jaume arnau oriol xavier xavi sergi albert enric lluis marc ferran quim narcis ' +
    'montse merce laia meritxell roser neus assumpta mireia anna gemma judit txell ' +
    'xose xoan xurxo brais anxo roi uxia iria antia noa sabela xiana ' +
    // Romanian, Bulgarian, Polish, Ukrainian, Portuguese
    'ionut ion ioan mihai andrei alexandru gheorghe vasile constantin florin marius dumitru nicolae costel catalin ' +
    'cosmin dorin liviu ovidiu sorin stefan viorel ioana mariana gabriela florentina georgeta simona ' +
    'georgi dimitar petar stoyan todor hristo andrzej tomasz piotr krzysztof marek pawel jan grzegorz jacek ' +
    'agnieszka katarzyna malgorzata oleksandr volodymyr serhiy mykola olena oksana iryna joao paulo nuno rui ' +
    'tiago goncalo ' +
    // Moroccan and Latin American
    'mohamed mohammed mohamad ahmed hassan said rachid youssef abdel abdelkader abdellah mustafa karim omar ali ' +
    'hamid khalid driss aziz khadija naima samira latifa wilson edwin jhon fredy yeison anderson ' +
    'wilmer jairo jhonatan nelson milton henry yolima luz'
  )
    .split(/\s+/)
    .filter((w) => w !== ''),
);

/** The line starts with a common given name: `Rosa María Aguado Lillo`, `IONUT POPESCU`. */
export function startsWithGivenName(text: string): boolean {
  const first = fold(text).toLowerCase().trim().split(/[^a-z]+/)[0] ?? '';
  return GIVEN_NAMES.has(first);
}
