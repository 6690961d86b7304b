/**
 * The 1,000 most common passwords of at least 8 characters (shorter ones fail the length rule
 * anyway), lowercased, in order of frequency. Derived from the "10 million passwords" top-10,000
 * list published in SecLists (MIT licence).
 */
const LIST = `
password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx trustno1
jennifer sunshine iloveyou starwars computer michelle 11111111 88888888 q1w2e3r4t5 internet
samantha whatever maverick steelers mercedes 123123123 qwer1234 hardcore q1w2e3r4 midnight
bigdaddy victoria 1q2w3e4r cocacola marlboro asdfasdf 87654321 12344321 jordan23 liverpoo
danielle abcd1234 scorpion qazwsxedc password1 slipknot qwerty123 startrek 12341234 redskins
butthead asdfghjkl qwertyui liverpool nicholas elephant mountain xxxxxxxx 1q2w3e4r5t metallic
asdfghjk rush2112 4815162342 passw0rd bullshit 1qazxsw2 garfield 01012011 69696969 december
11223344 godzilla airborne lifehack brooklyn platinum darkness blink182 789456123 12qwaszx
snowball pakistan redwings williams nintendo guinness november minecraft asdf1234 lasvegas
babygirl dickhead 12121212 147258369 explorer snickers metallica christin kimberly kristina
0987654321 poohbear qweasdzxc drowssap caroline einstein spitfire maryjane 1232323q champion
svetlana westside courtney 12345qwert patricia aaaaaaaa anderson security stargate simpsons
scarface 123456789a 1234554321 cherokee veronica semperfi scotland marshall 98765432 softball
passport franklin alexander 55555555 zaq12wsx infinity kawasaki 77777777 vladimir freeuser
wildcats budlight brittany 00000000 bulldogs swordfis patriots pearljam colorado ncc1701d
motorola logitech juventus wolverin warcraft hello123 peekaboo 123654789 panthers elizabet
spiderma virginia valentin predator mitchell 741852963 1111111111 rolltide changeme lovelove
fktrcfylh loverboy chevelle cardinal michael1 147852369 american alexandr spiderman 123456789q
wolfpack 01011980 freepass 99999999 fyfcnfcbz 22222222 1029384756 billybob lawrence pussycat
chocolat business cjkysirj 123qweasd serenity greenday charlie1 firebird blizzard a1b2c3d4
sterling password123 hercules tarheels remember basketball zeppelin swimming pavilion engineer
bobafett 21122112 icecream darkstar hellfire fireball rockstar defender swordfish airforce
abcdefgh srinivas bluebird presario wrangler precious harrison goldfish soso123aljg dbrnjhbz
thailand longhorn 123qweasdzxc wordpass 31415926 999999999 letmein1 assassin testtest microsoft
devildog valentina butterfly lonewolf babydoll atlantis angelina hotstuff mistress deftones
cadillac blahblah birthday 1234abcd 01011990 qazwsx123 mustang1 goldberg 12345678910 wolfgang
savannah leonardo basketba aardvark cristina sweetpea 13131313 freedom1 fredfred manchester
kathleen hamilton bigboobs fuckyou2 renegade drpepper 1qaz2wsx3edc christia buckeyes 0123456789
stephani enterpri diamonds wetpussy morpheus 66666666 pornstar thuglife napoleon highland
chandler trfnthbyf consumer welcome1 elizabeth 51505150 11235813 butterfl sherlock marathon
access14 overlord trombone isabelle barcelona babylon5 ultimate superfly campbell geronimo
concrete q1w2e3r4t5y6 jessica1 123454321 portugal sundance pleasure seminole isabella 14789632
qazxswedc kingkong adgjmptw 1123581321 alejandr ncc1701e mongoose margaret bluemoon ghbdtnbr
bonehead stallion personal morrison super123 aleksandr rhbcnbyf lollipop fernando christian
punkrock letmein2 01012010 werewolf giovanni cdtnkfyf tottenha hongkong blackcat a1234567
zzzzzzzz hollywoo florence gn56gn56 clifford stocking matthew1 immortal 44444444 makaveli
sebastia ilovesex charlott anthony1 111222333 satan666 columbia infantry waterloo vanhalen
skywalke seinfeld standard squirrel qazwsxed fuckfuck wolverine robinson musicman megadeth
verbatim 1q2w3e4r5t6y twilight fuckyou1 stardust showtime 147896325 skittles shaney14 qwerty12345
123321123 intrepid sandiego punisher 1234567a 192837465 starcraft mushroom blackdog 25802580
slapshot ekaterina 123698745 1234512345 chargers warriors coltrane tacobell penelope 19841984
12369874 mailcreated5240 halflife qwerasdf playtime kangaroo panasonic christine beautiful
meridian lonestar kittycat scoobydo 12312312 hannibal guardian fuckface catalina 1122334455
william1 stonecol septembe scarlett santiago lowrider anastasia vacation sithlord ragnarok
keyboard 19921992 11112222 penguins nuttertools lorraine dkflbvbh titleist rootbeer magnolia
dodgeram creampie aspirine munchkin mersedes qqqqqqqq zaq1xsw2 sebastian research national
colombia 01012001 rammstein katerina caliente qazwsxedcrfv oblivion mustangs margarita zxcv1234
porkchop grateful fuck_inside formula1 a1s2d3f4 23232323 shopping peterpan martinez justdoit
goodtime alexandra thankyou springer software sapphire richmond kingston brucelee thunder1
plymouth mariners heather1 chelsea1 123456qwerty spectrum pineappl labrador 1234567890q 10101010
stephanie commando amsterdam webmaster southern lesbians fletcher candyman aquarius starfish
monopoly infiniti gangbang blackjac 8j4ye3uz 19871987 0000000000 sailboat richard1 emmanuel
cosworth 19891989 rosemary lightnin chevrole catherin qwerty123456 frontier luckydog 15426378
swingers snuggles qwertyuio qwert123 mandingo ihateyou beefcake beatrice 111111111 whocares
scooter1 doberman 5555555555 terminator valhalla oklahoma ncc1701a keystone bunghole 19751975
romashka pa55word golfball doughboy charlotte achilles patrick1 cowboys1 9876543210 vkontakte
phillies jeremiah dilligaf 19851985 vfrcbvrf technics stripper september pinkfloy maryland
kentucky hastings frederic butthole agent007 19911991 01011985 somethin porsche9 hurrican
california bearbear 73501505 function flamingo enterprise 19941994 19781978 01011970 truelove
nebraska meatball military macdaddy diamond1 warhammer universe sentinel manchest kamikaze
handsome dthjybrf designer blueblue australia 321654987 1qaz1qaz 01011981 pantyhos pokemon1
19861986 01011986 superstar ssssssss rjirfrgbde meatloaf lifetime jamesbon 123456789z woofwoof
turkey50 rfnthbyf front242 brandon1 bigmoney azsxdcfv rightnow maradona lionking crazybab
charlton 19931993 19901990 poiuytrewq passwort japanese holyshit bradford 21212121 wildfire
sexygirl microsof chocolate chickens arsenal1 19831983 happyday aberdeen 19951995 13243546
123456aa treasure theodore raiders1 gretchen ericsson albatros 1passwor zxcasdqwe sojdlg123aljg
sexsexsex mikemike michaela excalibu anhyeuem 78945612 trinidad greenbay greatone fordf150
applepie 963852741 18436572 lisalisa hardrock dinosaur pa55w0rd madeline hollywood hellyeah
skywalker rockhard positive melissa1 kcj9wx5n hyperion happy123 gotohell football1 february
abc12345 609609609 yosemite roadkill kingfish 1qa2ws3ed 123789456 tunafish starship saratoga
robotech rasputin rangers1 passwords p0015123 nwo4life megapass kenworth hedgehog davidson
anaconda 20102010 12131415 vladislav translator splinter phoenix1 karolina 789789789 killbill
magicman 01011989 wrestlin tommyboy sherwood passpass pass1234 majestic freeporn fuckthis
asdasdasd operator fktrcfylhf gggggggg cinnamon chester1 broadway 01011988 snoopdog sunnyday
multiplelo jasmine1 catherine brighton australi alliance 19721972 19691969 supersta snowboar
r2d2c3po mamapapa golfgolf ghjcnjnfr downtown christopher bullseye 20002000 peterson lkjhgfdsa
blackhaw westwood sneakers marino13 jamesbond getmoney boomboom beerbeer apple123 01011987
01011984 undertaker samsung1 moneyman mmmmmmmm marianne jjjjjjjj gargoyle federico amsterda
1x2zkg8w 19881988 19741974 zerocool vfvfgfgf test1234 idontknow hahahaha cambiami a123456789
03082006 02071986 vfhufhbnf pppppppp motherlode lokomotiv kristine goldstar christina chrisbln
america1 20012001 12345678q whitesox titanium thirteen tazmania starfire qwerqwer qazwsx12
panasoni paintbal newcastl hotpussy giuseppe buckshot babyblue attitude 10203040 01011910
sunflowe solution godfather clarinet 12345679 sersolution qwerty1234 paintball montgom240
intruder johannes gesperrt francois dkflbckfd dfktynbyf callaway 19821982 19811981 12qw34er
123qwerty salamander resident pianoman chuckles avalanch 1q2w3e4r5 superman1 qwertyqwerty
meowmeow meathead budweise 19411945 14725836 01091989 01011992 triangle thanatos runescape
zxcvbnm1 viewsonic traveler together spongebob original mohammed medicine mazafaka juliette
james007 hawkeyes deeznutz cerberus 135792468 12345qwe 01234567 01011975 zxasqw12 terrapin
something philippe overkill monalisa illusion hoosiers hayabusa gfhjkm123 francesc clevelan
123456654321 01011993 tttttttt smeghead moonlight megatron casanova blackjack blablabla bbbbbbbb
12301230 syncmaster rhiannon lightning bookworm aleksandra 19961996 19791979 02091987 02021987
thegreat packers1 newpass6 dutchess alphabet 19801980 02081988 02051986 02041986 02011985
01011977 roadrunn rjycnfynby rhtdtlrj mortgage christmas 12345678a 12011987 02101985 02031986
02021988 wrestling tinkerbell teddybea shannon1 madison1 handyman ghostrider doghouse 24682468
02061985 02011987 wareagle realmadrid polniypizdec0211 nokia6300 claymore chicago1 blackbir
bcfields 1357924680 02091986 02021986 01011983 valkyrie talisman starcraf sporting spaceman
southpar inuyasha 7ugd5hip2j 02081987 02081984 02061986 02021984 01011982 strength seahawks
recovery qweqweqwe playstation leavemealone flexible florida1 dragonball checkers charlene
beautifu baseball1 02031984 02021985 thedoors sullivan stanford mollydog illinois ghblehjr
gamecube cannabis cameltoe bitchass armagedon 987456321 21031988 123qq123 1234567890a 02081989
02011986 01020304 01011999 matthews mandarin`;

export const commonPasswords: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
