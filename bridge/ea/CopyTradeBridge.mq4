//+------------------------------------------------------------------------------------------------------+
//| CopyTradeBridge.mq4: connects this MT4 account to a copy-trading site (EA bridge protocol v1).       |
//|                                                                                                      |
//| NOT COMPILED. Written against the MQL4 reference (docs.mql4.com), using only functions documented    |
//| there; the machines this repository is built on have no MetaEditor. Compile it (F7) before use.      |
//|                                                                                                      |
//| One loop, in OnTimer (every pollMs the server asks for, 250 ms to start with):                       |
//|   1. compare the order pool with the last look and queue the differences as events (MT4 has no       |
//|      order events);                                                                                  |
//|   2. queue the account figures when they changed, at most once a second;                             |
//|   3. POST the messages the server has not acknowledged to <ServerUrl>/bridge/v1/exchange;            |
//|   4. drop what the server acknowledged, run the commands it returned, in order, each exactly once.   |
//| Exactly once: before a trade the command is written to <server>-<login>-started.txt, after it the    |
//| result joins <server>-<login>-answered.txt (the last 1000 at least), both in the terminals' common   |
//| Files folder under CopyTradeBridge\. A requestId seen again gets its stored result, never a second   |
//| trade; a trade cut short by a restart is answered from what the account shows (ResolveStarted).      |
//|                                                                                                      |
//| Protocol: docs/ea-bridge-protocol.md in the repository. Copying, sizing and reconciling live on the  |
//| server; this EA only reports and executes. No DLL, no library, no password.                          |
//+------------------------------------------------------------------------------------------------------+
#property copyright   "CopyTrade"
#property version     "1.00"
#property strict
#property description "Connects this account to the copy-trading site (EA bridge v1)."
#property description "Add the site's address under Tools > Options > Expert Advisors > Allow WebRequest,"
#property description "turn AutoTrading on and attach the EA to ONE chart only."

input string ServerUrl   = "https://broker.example"; // Site address (the same as in the WebRequest list)
input string BridgeKey   = "";                       // Bridge key the site shows (bk_...)
input int    HistoryDays = 3;                        // Days of closed orders in the first snapshot

#define EA_VERSION      "1.0.0"
#define MAX_BODY_BYTES  240000  // the server refuses bodies over 256 KB (413); keep a margin
#define MAX_MESSAGES    500     // up-messages per exchange (server limit)
#define ANSWERS_KEPT    1000    // requestIds remembered with their results
#define HTTP_TIMEOUT_MS 5000
#define FIGURES_EVERY   1000    // ms between two figures messages at most

//--- the link ------------------------------------------------------------------------------------------
string g_url;                   // <ServerUrl>/bridge/v1/exchange
string g_key;                   // the bridge key; never printed
string g_files = "";            // CopyTradeBridge\<server>-<login>- in the terminals' common Files folder
bool   g_booted = false;        // hello queued for this run
string g_boot;                  // 16 hex characters, new at every start
int    g_upSeq;                 // last seq given to an up-message
int    g_upAck;                 // highest up seq the server stored
int    g_cmdAck;                // highest command seq run
int    g_figuresSeq;            // seq of the figures message not yet acknowledged, 0 when none
string g_lastFigures;
long   g_lastFiguresMs;
long   g_bootTime;              // server time at boot: older balance rows are the snapshot's, not events
long   g_serverOffset = 0;      // TimeCurrent() - TimeGMT() at the last tick, when the quote was fresh
bool   g_offsetKnown = false;
int    g_pollMs = 250;
long   g_waitUntilMs = 0;       // back-off after an error
string g_status = "";

//--- up-messages not acknowledged yet, oldest first
int    g_outSeq[];
string g_outText[];
int    g_outBytes[];

//--- the order pool as last seen
int    g_poolTicket[];
int    g_poolType[];
string g_poolLevels[];          // "openPrice|sl|tp" as sent
int    g_historyTotal;
int    g_lastBalanceTicket;

//--- answered requestIds (the last ANSWERS_KEPT at least) and their results
string g_answerId[];
string g_answerBody[];

//+------------------------------------------------------------------------------------------------------+
int OnInit() {
   if(IsTesting()) {
      Print("CopyTradeBridge does not run in the Strategy Tester: WebRequest is not available there.");
      return INIT_FAILED;
   }
   g_key = StringTrimLeft(StringTrimRight(BridgeKey));
   if(StringLen(g_key) != 43 || StringSubstr(g_key, 0, 3) != "bk_") {
      Alert("CopyTradeBridge: paste the bridge key the site shows (bk_ and 40 characters).");
      return INIT_PARAMETERS_INCORRECT;
   }
   string base = StringTrimLeft(StringTrimRight(ServerUrl));
   while(StringLen(base) > 0 && StringSubstr(base, StringLen(base) - 1) == "/")
      base = StringSubstr(base, 0, StringLen(base) - 1);
   if(StringFind(base, "https://") != 0 && StringFind(base, "http://") != 0) {
      Alert("CopyTradeBridge: ServerUrl must start with https:// (for example https://broker.example).");
      return INIT_PARAMETERS_INCORRECT;
   }
   g_url = base + "/bridge/v1/exchange";
   g_files = "";                                      // globals survive a re-init: start clean
   g_offsetKnown = false;
   g_booted = false;
   g_waitUntilMs = 0;
   g_pollMs = 250;
   MathSrand((int)(GetTickCount() ^ (uint)TimeLocal()));
   if(!EventSetMillisecondTimer(g_pollMs))
      return INIT_FAILED;
   Status("waiting for the terminal to log in");
   return INIT_SUCCEEDED;
}

void OnDeinit(const int reason) {
   EventKillTimer();
   Comment("");
}

// All work happens in OnTimer (ticks stop while the market is closed, commands must not). A tick only says
// what the broker's clock reads now: TimeCurrent() is the time of the last quote and stands still over a
// weekend, so the offset is measured here, where the quote has just arrived.
void OnTick() {
   g_serverOffset = (long)TimeCurrent() - (long)TimeGMT();
   g_offsetKnown = true;
}

// The broker server's time now, as well as the terminal knows it (the exchange's `time`).
long ServerNow() {
   return g_offsetKnown ? (long)TimeGMT() + g_serverOffset : (long)TimeCurrent();
}

void OnTimer() {
   if(!g_booted && !Boot())
      return;
   DetectChanges();
   QueueFigures();
   if(NowMs() >= g_waitUntilMs)
      Exchange();
}

//+------------------------------------------------------------------------------------------------------+
//| Start: once the terminal is logged in, load the answered requestIds, settle a command that a restart |
//| interrupted, and begin a boot.                                                                       |
//+------------------------------------------------------------------------------------------------------+
bool Boot() {
   if(AccountNumber() == 0 || !IsConnected())
      return false;
   if(g_files == "") {
      g_files = "CopyTradeBridge\\" + SafeName(AccountServer()) + "-" + IntegerToString(AccountNumber()) + "-";
      LoadAnswers();
      ResolveStarted();
   }
   NewBoot();
   return true;
}

// A new boot: sequences begin again at 1; hello, symbols and a snapshot go first.
void NewBoot() {
   g_boot = "";
   for(int i = 0; i < 16; i++)
      g_boot += StringFormat("%x", MathRand() % 16);
   g_upSeq = 0;
   g_upAck = 0;
   g_cmdAck = 0;
   g_figuresSeq = 0;
   g_lastFigures = "";
   g_lastFiguresMs = 0;
   g_bootTime = ServerNow();
   ArrayResize(g_outSeq, 0);
   ArrayResize(g_outText, 0);
   ArrayResize(g_outBytes, 0);
   TakeBaseline();
   Queue("hello", HelloFields());
   Queue("symbols", SymbolsFields());
   Queue("snapshot", SnapshotFields(HistoryDays));
   g_booted = true;
}

//+------------------------------------------------------------------------------------------------------+
//| The exchange                                                                                         |
//+------------------------------------------------------------------------------------------------------+
void Exchange() {
   string body = "{\"v\":1,\"boot\":\"" + g_boot + "\",\"ack\":" + IntegerToString(g_cmdAck)
                 + ",\"time\":" + IntegerToString(ServerNow()) + ",\"gmt\":" + IntegerToString((long)TimeGMT())
                 + ",\"messages\":[";
   int bytes = StringLen(body) + 2;
   for(int i = 0; i < ArraySize(g_outText) && i < MAX_MESSAGES; i++) {
      if(i > 0 && bytes + g_outBytes[i] + 1 > MAX_BODY_BYTES)
         break;                                       // the rest goes in the next exchange
      body += (i > 0 ? "," : "") + g_outText[i];
      bytes += g_outBytes[i] + 1;
   }
   body += "]}";

   char data[], result[];
   string headers = "Content-Type: application/json\r\nAuthorization: Bearer " + g_key + "\r\n";
   string resultHeaders;
   ArrayResize(data, StringToCharArray(body, data, 0, WHOLE_ARRAY, CP_UTF8) - 1); // without the final zero
   ResetLastError();
   int status = WebRequest("POST", g_url, headers, HTTP_TIMEOUT_MS, data, result, resultHeaders);
   if(status == -1) {
      int code = GetLastError();
      if(code == 4060)
         Pause("add " + ServerUrl + " under Tools > Options > Expert Advisors > Allow WebRequest (error 4060)", 5000);
      else
         Pause("cannot reach the site (error " + IntegerToString(code) + ")", 5000);
      return;
   }
   string response = CharArrayToString(result, 0, WHOLE_ARRAY, CP_UTF8);
   if(status == 200)
      OnAnswer(response);
   else if(status == 401)
      Pause("the site refused the bridge key (401 bad_key): paste the key the site shows now", 30000);
   else if(status == 409)
      Pause("this key belongs to another account (409 account_mismatch)", 30000);
   else if(status == 429)
      Pause("too many exchanges (429 too_fast)", 1000);
   else if(status == 400)
      Pause("the site refused a message (400 bad_message): " + StringSubstr(response, 0, 300), 10000);
   else
      Pause("the site answered HTTP " + IntegerToString(status), 5000);
}

void OnAnswer(const string response) {
   string keys[], values[];
   JsonParts(response, keys, values);
   if(Field(keys, values, "v") != "1") {
      Pause("the address does not answer as the bridge: check ServerUrl", 10000);   // e.g. a proxy's page
      return;
   }
   int ack = (int)StringToInteger(Field(keys, values, "ack"));
   if(ack < g_upAck || ack > g_upSeq) {
      // The server no longer has what it acknowledged (or never had it): start over, it will reconcile.
      Print("CopyTradeBridge: the site lost this link's state (ack ", ack, "); starting a new boot.");
      NewBoot();
      return;
   }
   Acknowledge(ack);
   int poll = (int)StringToInteger(Field(keys, values, "pollMs"));
   if(poll >= 50 && poll <= 60000 && poll != g_pollMs) {
      EventKillTimer();
      if(EventSetMillisecondTimer(poll))
         g_pollMs = poll;
      else
         EventSetMillisecondTimer(g_pollMs);
   }
   Status("connected");

   string commands[], none[];
   int n = JsonParts(Field(keys, values, "commands"), none, commands);
   for(int i = 0; i < n; i++)
      if(!RunCommand(commands[i]))
         break;                                       // a gap: the server sends the rest again, in order
}

// Drops the up-messages the server stored (seq <= ack).
void Acknowledge(const int ack) {
   int n = ArraySize(g_outSeq), k = 0;
   while(k < n && g_outSeq[k] <= ack)
      k++;
   for(int i = k; i < n; i++) {
      g_outSeq[i - k] = g_outSeq[i];
      g_outText[i - k] = g_outText[i];
      g_outBytes[i - k] = g_outBytes[i];
   }
   ArrayResize(g_outSeq, n - k);
   ArrayResize(g_outText, n - k);
   ArrayResize(g_outBytes, n - k);
   g_upAck = ack;
   if(g_figuresSeq != 0 && g_figuresSeq <= ack)
      g_figuresSeq = 0;
}

void Pause(const string message, const int waitMs) {
   Status(message);
   g_waitUntilMs = NowMs() + waitMs;
}

// Adds an up-message to the outbox; returns its seq.
int Queue(const string type, const string fields) {
   g_upSeq++;
   string text = "{\"seq\":" + IntegerToString(g_upSeq) + ",\"type\":\"" + type + "\"" + (fields == "" ? "" : "," + fields) + "}";
   int n = ArraySize(g_outSeq);
   ArrayResize(g_outSeq, n + 1);
   ArrayResize(g_outText, n + 1);
   ArrayResize(g_outBytes, n + 1);
   g_outSeq[n] = g_upSeq;
   g_outText[n] = text;
   uchar utf8[];
   g_outBytes[n] = StringToCharArray(text, utf8, 0, WHOLE_ARRAY, CP_UTF8) - 1;
   return g_upSeq;
}

//+------------------------------------------------------------------------------------------------------+
//| Commands                                                                                             |
//+------------------------------------------------------------------------------------------------------+
// Runs one command if it is the next in order; false on a gap.
bool RunCommand(const string command) {
   string k[], v[];
   JsonParts(command, k, v);
   int seq = (int)StringToInteger(Field(k, v, "seq"));
   if(seq <= g_cmdAck)
      return true;                                    // already run; the server had not seen our ack yet
   if(seq != g_cmdAck + 1)
      return false;
   string requestId = Unquote(Field(k, v, "requestId"));
   string op = Unquote(Field(k, v, "op"));
   if(op == "snapshot") {
      DetectChanges();                                // events before the snapshot, none after it twice
      Queue("snapshot", SnapshotFields((int)StringToInteger(Field(k, v, "historyDays"))));
   }
   else if(op == "symbols")
      Queue("symbols", SymbolsFields());
   else {
      int known = FindAnswer(requestId);
      if(known >= 0)
         Queue("result", g_answerBody[known]);        // answered before: the same answer, no second trade
      else {
         string result;
         if(WriteStarted(command))
            result = Trade(requestId, op, k, v);
         else
            result = Failed(requestId, 2, "cannot write the started file; nothing was traded");
         SaveAnswer(requestId, result);
         FileDelete(g_files + "started.txt", FILE_COMMON);
         Queue("result", result);
         DetectChanges();                             // the trade's event right after its result
      }
   }
   g_cmdAck = seq;
   return true;
}

// Executes send, modify, close or remove once; returns the result's fields. Never retries.
string Trade(const string requestId, const string op, string &k[], string &v[]) {
   RefreshRates();
   if(op == "send") {
      string symbol = Unquote(Field(k, v, "symbol"));
      int type = (int)StringToInteger(Field(k, v, "type"));
      int digits = DigitsOf(symbol);
      double price = ToPrice(Field(k, v, "price"), digits);
      if(price <= 0 && type <= OP_SELL)                 // "0": the current market price
         price = MarketInfo(symbol, type == OP_BUY ? MODE_ASK : MODE_BID);
      ResetLastError();
      int ticket = OrderSend(symbol, type, NormalizeDouble(StringToDouble(Unquote(Field(k, v, "lots"))), 2), price,
                             (int)StringToInteger(Field(k, v, "slippage")),
                             ToPrice(Field(k, v, "sl"), digits), ToPrice(Field(k, v, "tp"), digits),
                             Unquote(Field(k, v, "comment")), (int)StringToInteger(Field(k, v, "magic")), 0, clrNONE);
      if(ticket < 0)
         return Failed(requestId, GetLastError(), "");
      return Succeeded(requestId, ticket);
   }
   int ticket = (int)StringToInteger(Field(k, v, "ticket"));
   if(!OrderSelect(ticket, SELECT_BY_TICKET) || OrderCloseTime() != 0)
      return Failed(requestId, 4108, "");
   bool done = false;
   if(op == "modify") {
      int digits = DigitsOf(OrderSymbol());
      double price = Has(k, v, "price") ? ToPrice(Field(k, v, "price"), digits) : OrderOpenPrice();
      double sl = Has(k, v, "sl") ? ToPrice(Field(k, v, "sl"), digits) : OrderStopLoss();
      double tp = Has(k, v, "tp") ? ToPrice(Field(k, v, "tp"), digits) : OrderTakeProfit();
      ResetLastError();
      done = OrderModify(ticket, price, sl, tp, OrderExpiration(), clrNONE);
   }
   else if(op == "close") {
      double lots = Has(k, v, "lots") ? NormalizeDouble(StringToDouble(Unquote(Field(k, v, "lots"))), 2) : OrderLots();
      double price = MarketInfo(OrderSymbol(), OrderType() % 2 == 0 ? MODE_BID : MODE_ASK);
      ResetLastError();
      done = OrderClose(ticket, lots, price, (int)StringToInteger(Field(k, v, "slippage")), clrNONE);
   }
   else if(op == "remove") {
      ResetLastError();
      done = OrderDelete(ticket, clrNONE);
   }
   else
      return Failed(requestId, 3, "unknown op " + op);
   if(!done)
      return Failed(requestId, GetLastError(), "");
   return Succeeded(requestId, ticket);
}

// The fields of an ok result: the order now, and the remainder after a partial close ("to #<ticket>").
string Succeeded(const string requestId, const int ticket) {
   if(!OrderSelect(ticket, SELECT_BY_TICKET))
      return Failed(requestId, 128, "done, but the order cannot be read: outcome unknown");
   string fields = "\"requestId\":" + Q(requestId, 64) + ",\"ok\":true,\"order\":" + OrderJson();
   int rest = RemainderOf(OrderComment());
   if(rest > 0 && OrderSelect(rest, SELECT_BY_TICKET))
      fields += ",\"remainder\":" + OrderJson();
   return fields;
}

string Failed(const string requestId, int code, string message) {
   if(code == 0)
      code = 2;                                       // failed without a code: MT4's "common error"
   if(message == "")
      message = ErrorText(code);
   return "\"requestId\":" + Q(requestId, 64) + ",\"ok\":false,\"code\":" + IntegerToString(code)
          + ",\"message\":" + Q(message, 256);
}

//+------------------------------------------------------------------------------------------------------+
//| Exactly once: the answered file and the started file (in the terminals' common Files folder)         |
//+------------------------------------------------------------------------------------------------------+
int FindAnswer(const string requestId) {
   for(int i = ArraySize(g_answerId) - 1; i >= 0; i--)
      if(g_answerId[i] == requestId)
         return i;
   return -1;
}

// Remembers an answer in memory and in the answered file; the file is cut back to ANSWERS_KEPT lines
// every 200 answers.
void SaveAnswer(const string requestId, const string body) {
   int n = ArraySize(g_answerId);
   ArrayResize(g_answerId, n + 1);
   ArrayResize(g_answerBody, n + 1);
   g_answerId[n] = requestId;
   g_answerBody[n] = body;
   string name = g_files + "answered.txt";
   if(n + 1 < ANSWERS_KEPT + 200) {
      int h = FileOpen(name, FILE_READ | FILE_WRITE | FILE_TXT | FILE_COMMON, 0);
      if(h == INVALID_HANDLE) {
         Print("CopyTradeBridge: cannot write ", name, " (error ", GetLastError(), ")");
         return;
      }
      FileSeek(h, 0, SEEK_END);
      FileWriteString(h, requestId + "\t" + body + "\n");
      FileClose(h);
      return;
   }
   int drop = n + 1 - ANSWERS_KEPT;
   for(int i = drop; i <= n; i++) {
      g_answerId[i - drop] = g_answerId[i];
      g_answerBody[i - drop] = g_answerBody[i];
   }
   ArrayResize(g_answerId, ANSWERS_KEPT);
   ArrayResize(g_answerBody, ANSWERS_KEPT);
   int w = FileOpen(name, FILE_WRITE | FILE_TXT | FILE_COMMON, 0);
   if(w == INVALID_HANDLE)
      return;
   for(int j = 0; j < ANSWERS_KEPT; j++)
      FileWriteString(w, g_answerId[j] + "\t" + g_answerBody[j] + "\n");
   FileClose(w);
}

void LoadAnswers() {
   ArrayResize(g_answerId, 0);
   ArrayResize(g_answerBody, 0);
   string name = g_files + "answered.txt";
   if(!FileIsExist(name, FILE_COMMON))
      return;
   int h = FileOpen(name, FILE_READ | FILE_TXT | FILE_COMMON, 0);
   if(h == INVALID_HANDLE)
      return;
   while(!FileIsEnding(h)) {
      string line = FileReadString(h);
      int tab = StringFind(line, "\t");
      if(tab <= 0)
         continue;
      int n = ArraySize(g_answerId);
      ArrayResize(g_answerId, n + 1);
      ArrayResize(g_answerBody, n + 1);
      g_answerId[n] = StringSubstr(line, 0, tab);
      g_answerBody[n] = StringSubstr(line, tab + 1);
   }
   FileClose(h);
}

// Before a trade: the command itself, on one line.
bool WriteStarted(const string command) {
   string line = command;
   StringReplace(line, "\r", " ");
   StringReplace(line, "\n", " ");
   int h = FileOpen(g_files + "started.txt", FILE_WRITE | FILE_TXT | FILE_COMMON, 0);
   if(h == INVALID_HANDLE)
      return false;
   bool written = FileWriteString(h, line + "\n") > 0;
   FileClose(h);
   return written;
}

// After a restart: a trade command that was started but not answered is answered now, from what the account
// shows, and never executed again. A send is found by its comment (the server's copy tag); a close or remove
// by its ticket having gone to history; anything else is 128, outcome unknown, for the server to reconcile.
void ResolveStarted() {
   string name = g_files + "started.txt";
   if(!FileIsExist(name, FILE_COMMON))
      return;
   string line = "";
   int h = FileOpen(name, FILE_READ | FILE_TXT | FILE_COMMON, 0);
   if(h != INVALID_HANDLE) {
      line = FileReadString(h);
      FileClose(h);
   }
   string k[], v[];
   JsonParts(line, k, v);
   string requestId = Unquote(Field(k, v, "requestId"));
   string op = Unquote(Field(k, v, "op"));
   if(requestId != "" && FindAnswer(requestId) < 0) {
      string result = Failed(requestId, 128, "interrupted by a restart: outcome unknown");
      int ticket = (int)StringToInteger(Field(k, v, "ticket"));
      if(op == "send") {
         ticket = FindByComment(Unquote(Field(k, v, "comment")), Unquote(Field(k, v, "symbol")),
                                (int)StringToInteger(Field(k, v, "magic")));
         if(ticket > 0)
            result = Succeeded(requestId, ticket);
      }
      else if((op == "close" || op == "remove") && OrderSelect(ticket, SELECT_BY_TICKET) && OrderCloseTime() != 0)
         result = Succeeded(requestId, ticket);
      SaveAnswer(requestId, result);
      Print("CopyTradeBridge: request ", requestId, " (", op, ") was interrupted by a restart; answered from the account.");
   }
   FileDelete(name, FILE_COMMON);
}

// The open, pending or closed order whose comment starts with the copy tag (brokers may append to it).
int FindByComment(string tag, const string symbol, const int magic) {
   if(tag == "")
      return 0;
   StringToLower(tag);
   for(int pool = 0; pool < 2; pool++) {
      int total = pool == 0 ? OrdersTotal() : OrdersHistoryTotal();
      for(int i = total - 1; i >= 0; i--) {
         if(!OrderSelect(i, SELECT_BY_POS, pool == 0 ? MODE_TRADES : MODE_HISTORY))
            continue;
         string comment = OrderComment();
         StringToLower(comment);
         if(OrderSymbol() == symbol && OrderMagicNumber() == magic && StringFind(comment, tag) == 0)
            return OrderTicket();
      }
   }
   return 0;
}

//+------------------------------------------------------------------------------------------------------+
//| Order events: the pool now against the pool last seen                                                |
//+------------------------------------------------------------------------------------------------------+
void TakeBaseline() {
   ReadPool(g_poolTicket, g_poolType, g_poolLevels);
   g_historyTotal = OrdersHistoryTotal();
   g_lastBalanceTicket = 0;
   for(int i = 0; i < g_historyTotal; i++)
      if(OrderSelect(i, SELECT_BY_POS, MODE_HISTORY) && OrderType() > OP_SELLSTOP && OrderTicket() > g_lastBalanceTicket)
         g_lastBalanceTicket = OrderTicket();
}

void DetectChanges() {
   int tickets[], types[];
   string levels[];
   ReadPool(tickets, types, levels);

   // Gone from the pool: closed, partly closed (comment "to #<remainder>") or a deleted pending order.
   for(int i = 0; i < ArraySize(g_poolTicket); i++) {
      if(IndexOf(tickets, g_poolTicket[i]) >= 0)
         continue;
      if(!OrderSelect(g_poolTicket[i], SELECT_BY_TICKET) || OrderCloseTime() == 0) {
         PushInt(tickets, g_poolTicket[i]);           // not in the history yet: look again next time
         PushInt(types, g_poolType[i]);
         PushString(levels, g_poolLevels[i]);
         continue;
      }
      string order = OrderJson();
      int rest = RemainderOf(OrderComment());
      if(OrderType() > OP_SELL)
         Queue("event", "\"kind\":\"pendingDeleted\",\"order\":" + order);
      else if(rest > 0 && OrderSelect(rest, SELECT_BY_TICKET))
         Queue("event", "\"kind\":\"partiallyClosed\",\"order\":" + order + ",\"remainder\":" + OrderJson());
      else
         Queue("event", "\"kind\":\"closed\",\"order\":" + order);
   }

   // New in the pool, filled, or with a new price, SL or TP.
   for(int j = 0; j < ArraySize(tickets); j++) {
      int at = IndexOf(g_poolTicket, tickets[j]);
      string kind = "";
      if(at < 0)
         kind = types[j] <= OP_SELL ? "opened" : "pendingPlaced";
      else if(g_poolType[at] > OP_SELL && types[j] <= OP_SELL)
         kind = "pendingFilled";
      else if(g_poolLevels[at] != levels[j])
         kind = "modified";
      if(kind == "" || !OrderSelect(tickets[j], SELECT_BY_TICKET))
         continue;
      if(at < 0 && StringFind(OrderComment(), "from #") == 0)
         continue;                                    // a partial close's remainder: reported with its original
      Queue("event", "\"kind\":\"" + kind + "\",\"order\":" + OrderJson());
   }
   ArrayCopy(g_poolTicket, tickets);
   ArrayResize(g_poolTicket, ArraySize(tickets));
   ArrayCopy(g_poolType, types);
   ArrayResize(g_poolType, ArraySize(types));
   ArrayCopy(g_poolLevels, levels);
   ArrayResize(g_poolLevels, ArraySize(levels));

   // New balance and credit rows (deposits, withdrawals, credit) in the history.
   int total = OrdersHistoryTotal();
   if(total == g_historyTotal)
      return;
   g_historyTotal = total;
   int newest = g_lastBalanceTicket;
   for(int h = 0; h < total; h++) {
      if(!OrderSelect(h, SELECT_BY_POS, MODE_HISTORY) || OrderType() <= OP_SELLSTOP || OrderTicket() <= g_lastBalanceTicket)
         continue;
      if(OrderTicket() > newest)
         newest = OrderTicket();
      if((long)OrderOpenTime() >= g_bootTime - 60)    // older rows arrive with a history that loads late
         Queue("event", "\"kind\":\"balance\",\"order\":" + OrderJson());
   }
   g_lastBalanceTicket = newest;
}

void ReadPool(int &tickets[], int &types[], string &levels[]) {
   ArrayResize(tickets, 0);
   ArrayResize(types, 0);
   ArrayResize(levels, 0);
   for(int i = 0; i < OrdersTotal(); i++) {
      if(!OrderSelect(i, SELECT_BY_POS, MODE_TRADES))
         continue;
      int d = DigitsOf(OrderSymbol());
      PushInt(tickets, OrderTicket());
      PushInt(types, OrderType());
      PushString(levels, DoubleToString(OrderOpenPrice(), d) + "|" + DoubleToString(OrderStopLoss(), d) + "|"
                 + DoubleToString(OrderTakeProfit(), d));
   }
}

// The ticket in a partial close's "to #<ticket>" comment, 0 when there is none.
int RemainderOf(const string comment) {
   int at = StringFind(comment, "to #");
   return at < 0 ? 0 : (int)StringToInteger(StringSubstr(comment, at + 4));
}

//+------------------------------------------------------------------------------------------------------+
//| Up-message fields                                                                                    |
//+------------------------------------------------------------------------------------------------------+
string HelloFields() {
   bool tradeAllowed = IsTradeAllowed() && AccountInfoInteger(ACCOUNT_TRADE_ALLOWED) != 0
                       && AccountInfoInteger(ACCOUNT_TRADE_EXPERT) != 0;
   return "\"ea\":" + Q(EA_VERSION, 32) + ",\"build\":" + IntegerToString(TerminalInfoInteger(TERMINAL_BUILD))
          + ",\"company\":" + Q(AccountCompany(), 128) + ",\"server\":" + Q(AccountServer(), 64)
          + ",\"login\":\"" + IntegerToString(AccountNumber()) + "\",\"name\":" + Q(AccountName(), 128)
          + ",\"currency\":" + Q(AccountCurrency(), 8) + ",\"leverage\":" + IntegerToString(AccountLeverage())
          + ",\"tradeAllowed\":" + (tradeAllowed ? "true" : "false");
}

// Figures on change, at most once a second, and never two unacknowledged (a long outage queues one).
void QueueFigures() {
   if(g_figuresSeq != 0 || NowMs() - g_lastFiguresMs < FIGURES_EVERY)
      return;
   double margin = AccountMargin();
   string fields = "\"balance\":" + Money(AccountBalance()) + ",\"credit\":" + Money(AccountCredit())
                   + ",\"equity\":" + Money(AccountEquity()) + ",\"margin\":" + Money(margin)
                   + ",\"freeMargin\":" + Money(AccountFreeMargin())
                   + ",\"marginLevel\":" + Money(margin > 0 ? AccountEquity() / margin * 100 : 0)
                   + ",\"profit\":" + Money(AccountProfit());
   if(fields == g_lastFigures)
      return;
   g_figuresSeq = Queue("figures", fields);
   g_lastFigures = fields;
   g_lastFiguresMs = NowMs();
}

// The symbols of Market Watch ("Show All" there to offer every symbol of the server).
string SymbolsFields() {
   string list = "";
   int n = (int)MathMin(SymbolsTotal(true), 2000);     // the protocol's limit
   for(int i = 0; i < n; i++) {
      string s = SymbolName(i, true);
      int d = DigitsOf(s);
      string item = "{\"symbol\":" + Q(s, 32) + ",\"description\":" + Q(SymbolInfoString(s, SYMBOL_DESCRIPTION), 128)
                    + ",\"digits\":" + IntegerToString(d) + ",\"contractSize\":" + Decimal(MarketInfo(s, MODE_LOTSIZE))
                    + ",\"minLot\":" + Lots(MarketInfo(s, MODE_MINLOT)) + ",\"maxLot\":" + Lots(MarketInfo(s, MODE_MAXLOT))
                    + ",\"lotStep\":" + Lots(MarketInfo(s, MODE_LOTSTEP))
                    + ",\"marginPerLot\":" + Money(MarketInfo(s, MODE_MARGINREQUIRED))
                    + ",\"tickSize\":" + Decimal(MarketInfo(s, MODE_TICKSIZE)) + ",\"tickValue\":" + Decimal(MarketInfo(s, MODE_TICKVALUE))
                    + ",\"point\":" + Decimal(MarketInfo(s, MODE_POINT)) + ",\"spread\":" + IntegerToString((int)MarketInfo(s, MODE_SPREAD))
                    + ",\"bid\":" + Price(MarketInfo(s, MODE_BID), d) + ",\"ask\":" + Price(MarketInfo(s, MODE_ASK), d) + "}";
      if(StringLen(list) + StringLen(item) > MAX_BODY_BYTES - 40000) {
         Print("CopyTradeBridge: Market Watch has too many symbols for one message; sent the first ", i, ".");
         break;
      }
      list += (i > 0 ? "," : "") + item;
   }
   return "\"symbols\":[" + list + "]";
}

// Open and pending orders, and the orders closed in the last `days` (balance rows included).
string SnapshotFields(const int days) {
   string open = "", history = "";
   for(int i = 0; i < OrdersTotal(); i++)
      if(OrderSelect(i, SELECT_BY_POS, MODE_TRADES))
         open += (open == "" ? "" : ",") + OrderJson();
   long since = ServerNow() - (long)days * 86400;
   for(int j = OrdersHistoryTotal() - 1; j >= 0; j--) {
      if(!OrderSelect(j, SELECT_BY_POS, MODE_HISTORY) || (long)MathMax(OrderCloseTime(), OrderOpenTime()) < since)
         continue;
      if(StringLen(open) + StringLen(history) > MAX_BODY_BYTES - 40000) {
         Print("CopyTradeBridge: the history is too long for one snapshot; the oldest rows were left out.");
         break;
      }
      history += (history == "" ? "" : ",") + OrderJson();
   }
   return "\"open\":[" + open + "],\"history\":[" + history + "]";
}

// The selected order as the protocol's order object.
string OrderJson() {
   int d = DigitsOf(OrderSymbol());
   return "{\"ticket\":" + IntegerToString(OrderTicket()) + ",\"type\":" + IntegerToString(OrderType())
          + ",\"symbol\":" + Q(OrderSymbol(), 32) + ",\"lots\":" + Lots(OrderLots())
          + ",\"openTime\":" + IntegerToString((long)OrderOpenTime()) + ",\"openPrice\":" + Price(OrderOpenPrice(), d)
          + ",\"sl\":" + Price(OrderStopLoss(), d) + ",\"tp\":" + Price(OrderTakeProfit(), d)
          + ",\"closeTime\":" + IntegerToString((long)OrderCloseTime()) + ",\"closePrice\":" + Price(OrderClosePrice(), d)
          + ",\"commission\":" + Money(OrderCommission()) + ",\"swap\":" + Money(OrderSwap())
          + ",\"profit\":" + Money(OrderProfit()) + ",\"comment\":" + Q(OrderComment(), 64)
          + ",\"magic\":" + IntegerToString(OrderMagicNumber()) + "}";
}

//+------------------------------------------------------------------------------------------------------+
//| JSON: a small writer and a reader for flat objects and arrays                                        |
//+------------------------------------------------------------------------------------------------------+
// A JSON string of at most maxLength characters (the schemas' limits); control characters become blanks.
string Q(string s, const int maxLength) {
   if(StringLen(s) > maxLength)
      s = StringSubstr(s, 0, maxLength);
   for(int i = StringLen(s) - 1; i >= 0; i--)
      if(StringGetCharacter(s, i) < 32)
         StringSetCharacter(s, i, ' ');
   StringReplace(s, "\\", "\\\\");
   StringReplace(s, "\"", "\\\"");
   return "\"" + s + "\"";
}

string Money(const double x)                { return "\"" + DoubleToString(x, 2) + "\""; }
string Lots(const double x)                 { return "\"" + DoubleToString(x, 2) + "\""; }
string Price(const double x, const int d)   { return "\"" + DoubleToString(x > 0 ? x : 0, d) + "\""; }  // never "-0"

// A non-negative decimal without trailing zeros ("100000", "0.00001", "0.76923").
string Decimal(const double x) {
   string s = DoubleToString(x > 0 ? x : 0, 8);
   while(StringFind(s, ".") >= 0 && (StringSubstr(s, StringLen(s) - 1) == "0" || StringSubstr(s, StringLen(s) - 1) == "."))
      s = StringSubstr(s, 0, StringLen(s) - 1);
   return "\"" + s + "\"";
}

// Members of an object (keys unquoted, values as raw JSON text), or elements of an array (keys empty).
int JsonParts(const string s, string &keys[], string &values[]) {
   ArrayResize(keys, 0);
   ArrayResize(values, 0);
   int n = StringLen(s);
   int i = SkipBlank(s, 0);
   if(i >= n)
      return 0;
   ushort open = StringGetCharacter(s, i);
   if(open != '{' && open != '[')
      return 0;
   i = SkipBlank(s, i + 1);
   while(i < n) {
      ushort c = StringGetCharacter(s, i);
      if(c == '}' || c == ']')
         break;
      string key = "";
      if(open == '{') {
         int keyEnd = SkipValue(s, i);
         key = Unquote(Sub(s, i, keyEnd - i));
         i = SkipBlank(s, keyEnd);
         if(i >= n || StringGetCharacter(s, i) != ':')
            break;
         i = SkipBlank(s, i + 1);
      }
      int end = SkipValue(s, i);
      PushString(keys, key);
      PushString(values, Sub(s, i, end - i));
      i = SkipBlank(s, end);
      if(i >= n || StringGetCharacter(s, i) != ',')
         break;
      i = SkipBlank(s, i + 1);
   }
   return ArraySize(values);
}

int SkipBlank(const string s, int i) {
   int n = StringLen(s);
   while(i < n) {
      ushort c = StringGetCharacter(s, i);
      if(c != ' ' && c != '\t' && c != '\r' && c != '\n')
         break;
      i++;
   }
   return i;
}

// The index just after the JSON value that starts at i.
int SkipValue(const string s, int i) {
   int n = StringLen(s);
   if(i >= n)
      return n;
   ushort c = StringGetCharacter(s, i);
   if(c == '"') {
      for(i++; i < n; i++) {
         c = StringGetCharacter(s, i);
         if(c == '\\')
            i++;
         else if(c == '"')
            return i + 1;
      }
      return n;
   }
   if(c == '{' || c == '[') {
      int depth = 0;
      while(i < n) {
         c = StringGetCharacter(s, i);
         if(c == '"') {
            i = SkipValue(s, i);
            continue;
         }
         if(c == '{' || c == '[')
            depth++;
         else if(c == '}' || c == ']') {
            depth--;
            if(depth == 0)
               return i + 1;
         }
         i++;
      }
      return n;
   }
   while(i < n) {
      c = StringGetCharacter(s, i);
      if(c == ',' || c == '}' || c == ']' || c == ' ' || c == '\t' || c == '\r' || c == '\n')
         break;
      i++;
   }
   return i;
}

// The text of a JSON string (escapes resolved); numbers and literals as they are; null as "".
string Unquote(const string raw) {
   int n = StringLen(raw);
   if(n < 2 || StringGetCharacter(raw, 0) != '"')
      return raw == "null" ? "" : raw;
   if(StringFind(raw, "\\") < 0)
      return StringSubstr(raw, 1, n - 2);
   string out = "";
   for(int i = 1; i < n - 1; i++) {
      ushort c = StringGetCharacter(raw, i);
      if(c != '\\') {
         out += ShortToString(c);
         continue;
      }
      i++;
      c = StringGetCharacter(raw, i);
      if(c == 'n')
         out += "\n";
      else if(c == 't')
         out += "\t";
      else if(c == 'r')
         out += "\r";
      else if(c == 'b' || c == 'f')
         out += " ";
      else if(c == 'u') {
         int code = 0;
         for(int j = 1; j <= 4 && i + j < n; j++) {
            ushort h = StringGetCharacter(raw, i + j);
            code = code * 16 + (h >= 'a' ? h - 'a' + 10 : h >= 'A' ? h - 'A' + 10 : h - '0');
         }
         out += ShortToString((ushort)code);
         i += 4;
      }
      else
         out += ShortToString(c);                     // \" \\ \/
   }
   return out;
}

string Field(string &keys[], string &values[], const string key) {
   for(int i = 0; i < ArraySize(keys); i++)
      if(keys[i] == key)
         return values[i];
   return "";
}

bool Has(string &keys[], string &values[], const string key) {
   string raw = Field(keys, values, key);
   return raw != "" && raw != "null";
}

//+------------------------------------------------------------------------------------------------------+
//| Small helpers                                                                                        |
//+------------------------------------------------------------------------------------------------------+
long NowMs() { return (long)(GetMicrosecondCount() / 1000); }

string Sub(const string s, const int start, const int length) { return length <= 0 ? "" : StringSubstr(s, start, length); }

double ToPrice(const string raw, const int digits) { return NormalizeDouble(StringToDouble(Unquote(raw)), digits); }

// The symbol's digits; 0 for balance rows, 5 for a symbol the server no longer lists.
int DigitsOf(const string symbol) {
   if(symbol == "")
      return 0;
   ResetLastError();
   int d = (int)MarketInfo(symbol, MODE_DIGITS);
   return GetLastError() == 0 ? d : 5;
}

int IndexOf(int &list[], const int x) {
   for(int i = 0; i < ArraySize(list); i++)
      if(list[i] == x)
         return i;
   return -1;
}

void PushInt(int &list[], const int x) {
   int n = ArraySize(list);
   ArrayResize(list, n + 1);
   list[n] = x;
}

void PushString(string &list[], const string x) {
   int n = ArraySize(list);
   ArrayResize(list, n + 1);
   list[n] = x;
}

// Letters, digits, '-', '_' and '.' of a server name, for a file name.
string SafeName(string s) {
   for(int i = 0; i < StringLen(s); i++) {
      ushort c = StringGetCharacter(s, i);
      bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
      if(!ok)
         StringSetCharacter(s, i, '_');
   }
   return s;
}

void Status(const string message) {
   if(message == g_status)
      return;
   g_status = message;
   Print("CopyTradeBridge: ", message);             // never the key
   Comment("CopyTradeBridge " + EA_VERSION + ": " + message);
}

// MT4's words for the codes a trade usually meets (the server has the full table).
string ErrorText(const int code) {
   switch(code) {
      case 1:    return "no error, but the result is unknown";
      case 2:    return "common error";
      case 3:    return "invalid trade parameters";
      case 4:    return "trade server is busy";
      case 6:    return "no connection with trade server";
      case 64:   return "account disabled";
      case 128:  return "trade timeout";
      case 129:  return "invalid price";
      case 130:  return "invalid stops";
      case 131:  return "invalid trade volume";
      case 132:  return "market is closed";
      case 133:  return "trade is disabled";
      case 134:  return "not enough money";
      case 135:  return "price changed";
      case 136:  return "off quotes";
      case 138:  return "requote";
      case 145:  return "modification denied because order is too close to market";
      case 146:  return "trade context is busy";
      case 148:  return "too many open and pending orders";
      case 4106: return "unknown symbol";
      case 4108: return "invalid ticket";
      case 4109: return "trade is not allowed: turn AutoTrading on";
   }
   return "error " + IntegerToString(code);
}
//+------------------------------------------------------------------------------------------------------+
