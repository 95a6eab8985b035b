# The TriPeaks solver blog's random-restart solver, as the blog prints it, with set.seed(1) added so
# that every run does the same work. Used only to time a whole process against bin/levellab (README,
# Performance): python3 bin/clitime.py --runs 15 -- Rscript datasets/tripeaks/blog-solve.R :: ...
set.seed(1)
# right to left (i.e., top to bottom)
stock <- c(3,9,12,2,2,8,3,10,11,10,6,13,7,12,11,12,1,11,5,8,6,3,6,11)

# by row, starting at the lower left
board_orig <- c(
  5, 9, 1, 2, 7, 4, 13, 9, 7, 3,
  5, 6, 8, 7, 4, 9, 4, 13, 13,
  2, 10, 12, 5, 8, 1,
  1, 10, 4
)
get_viz_idx <- function(bd){
  remain <- bd != 0          # boolean for the remaining cards
  r1 <- which(remain[1:10])  # indices of remaining bottom row (row 1) cards
  r2 <- c()                  # second from bottom row, etc.
  r3 <- c()
  r4 <- c()

  r2_filter <- remain[1:10] # check row 1 to see what's visible in row 2
  for (i in 1:(length(r2_filter)-1)){
    if(!r2_filter[i] & !r2_filter[i+1] & remain[i+10] != 0){
      r2 <- c(r2, i+10)}
  }
  r3_filter <- remain[11:19] # check row 2 to see what's visible in row 3
  for (i in 1:(length(r3_filter)-1)){
    if(!r3_filter[i] & !r3_filter[i+1] & remain[i+19] != 0 & i <= 2){
      r3 <- c(r3, i+19)}
    if(i == 3 | i == 6) next
    if(!r3_filter[i] & !r3_filter[i+1] & remain[i+18] != 0 & (i == 4 | i == 5)){
      r3 <- c(r3, i+18)}
    if(!r3_filter[i] & !r3_filter[i+1] & remain[i+17] != 0 & i > 6){
      r3 <- c(r3, i+17)}
  }
  r4_filter <- remain[20:25] # check row 3 to see what's visible in row 4
  for (i in c(1,3,5)){
    if(!r4_filter[i] & !r4_filter[i+1] & remain[i+25] != 0 & i == 1){
      r4 <- c(r4, i+25)}
    if(!r4_filter[i] & !r4_filter[i+1] & remain[i+24] != 0 & i == 3){
      r4 <- c(r4, i+24)}
    if(!r4_filter[i] & !r4_filter[i+1] & remain[i+23] != 0 & i == 5){
      r4 <- c(r4, i+23)}
  }
  viz <- c(r1, r2, r3, r4) # combine indices of visible cards into one vector
  viz
}
board <- board_orig  # make a copy of the original board.
count <- 0           # attempt counter

while (sum(board==0) != 28 & count <= 1000){

  board <- board_orig
  history <- c()    # 0 if draw from stock, else index of board played
  idx_played <- c() # helps keeps track of what cards are visible
  stock_count <- 1  # the current stock card index  
  card <- stock[stock_count] # the current card being considered for a move

  while(stock_count <= 24){
    if(is.null(idx_played)){ # at the start of a game,
      viz_idx <- 1:10        # the visible board indices are 1:10
    }else{ # otherwise call a function to get the visible board indices
        viz_idx <- get_viz_idx(board)
        }

    # get indices for all valid moves
    if (card == 1) {  # allows for wrap-around if card is an Ace
      poss_next <-
        viz_idx[c(which(board[viz_idx] == card + 12),
                  which(board[viz_idx] == card + 1))]}
    if (card == 13) { # allows for wrap-around if card is a King
      poss_next <-
        viz_idx[c(which(board[viz_idx] == card - 12),
                  which(board[viz_idx] == card - 1))]}
    if (card > 1 & card < 13) {
      poss_next <-
        viz_idx[c(which(board[viz_idx] == card - 1),
                  which(board[viz_idx] == card + 1))]}

    # if no available card to remove or randomly choose not to clear it,
    # then advance to next stock card
    if (length(poss_next) == 0 | runif(1) > 0.99){
      stock_count <- stock_count + 1
      history <- c(history, 0)
      card <- stock[stock_count]
    }else{
      next_idx <- ifelse(length(poss_next) == 1, poss_next, sample(poss_next, 1))
      idx_played <- c(idx_played, next_idx)
      history <- c(history, next_idx)
      card <- board[next_idx]
      board[next_idx] <- 0
    }
  }
  count <- count + 1
}

history
